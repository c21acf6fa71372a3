-- Schema 24: the search indexes move to a file of their own beside the library (SearchFile,
-- "<library>-search"), written by an indexing thread with its own connection while the library
-- writer stores feeds.
--
-- In one file the two cannot overlap: SQLite has one write lock per file, and FTS5 writes its
-- document sizes at every insert, so an indexing transaction holds the lock as long as it runs.
-- A cold refresh of 1,000 feeds spent 0.65-0.7 s indexing after the last feed was stored, with
-- one core idle (2.68-2.86 s in all, 1.97-2.17 s without indexing).
--
-- Triggers cannot reach another file, so none of them deletes from an index any more: every
-- change goes into the queue, and SearchIndexer acts on it (an entry with indexed = 1 first
-- deletes what the indexes hold of the article, then the article is indexed again if it still
-- exists). The queue is a log: entries are never merged, since the indexer may be reading an
-- article's entry while the article changes again. The search file records the last entry it
-- has indexed (search_state.done) in the same commit as the index rows, so the two agree after
-- any crash; the writer removes entries up to that mark later, and an entry left behind is
-- indexed again harmlessly (deleting and inserting an article once more).
--
-- The old indexes are dropped with the old queue: Database queues every article again when it
-- attaches a search file that has no state yet (a library upgraded now, or a lost search file).

DROP TRIGGER search_queue_unindex;
DROP TRIGGER search_articles_update;
DROP TRIGGER search_articles_delete;
DROP TRIGGER search_tags_delete;
DROP TRIGGER search_feeds_rename;
DROP TRIGGER search_tags_rename;

DROP TABLE search_words;
DROP TABLE search_cjk_chars;
DROP TABLE search_queue;

-- AUTOINCREMENT: a number is never given twice, even once the entries before it are gone (the
-- search file's mark would pass over a reused one).
CREATE TABLE search_queue (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    article_id INTEGER NOT NULL,
    indexed INTEGER NOT NULL DEFAULT 0
);

CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
    OR old.authors IS NOT new.authors OR old.summary IS NOT new.summary
    OR old.content IS NOT new.content OR old.captured_text IS NOT new.captured_text
    OR old.body_text IS NOT new.body_text OR old.body_cjk IS NOT new.body_cjk
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (new.id, 1)
    ; END;

CREATE TRIGGER search_articles_delete AFTER DELETE ON articles
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (old.id, 1)
    ; END;

CREATE TRIGGER search_tags_delete AFTER DELETE ON article_tags
WHEN EXISTS (SELECT 1 FROM articles WHERE id = old.article_id)
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (old.article_id, 1)
    ; END;

CREATE TRIGGER search_feeds_rename AFTER UPDATE OF title ON feeds
WHEN old.title IS NOT new.title
BEGIN
    INSERT INTO search_queue (article_id, indexed) SELECT id, 1 FROM articles WHERE feed_id = new.id
    ; END;

CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    INSERT INTO search_queue (article_id, indexed)
        SELECT DISTINCT article_id, 1 FROM article_tags WHERE tag_id = new.id
    ; END;
