-- Schema 23: the search queue is a table of its own, search_queue, instead of a mark in each
-- article's row (articles.search_pending, now always 0 and read by nothing).
--
-- Marking a queued article indexed changed its row, so SQLite wrote again the page the row
-- starts on: about a page per article. Indexing a cold refresh's 19,615 articles spent 0.25 s
-- of its 0.8 s on that UPDATE and its commit. Taking ids out of a table of ids writes a few
-- pages per batch.
--
-- A queued article is in neither search index; an article not queued is in both (the character
-- index only when it holds CJK text). indexed tells whether the article was in the indexes when
-- it was queued: it is then taken out of them at once (search_queue_unindex), so that a search
-- never finds it twice; a new article, never indexed, costs no deletion.
--
-- The triggers queue with NOT EXISTS, not INSERT OR IGNORE: inside a trigger SQLite applies the
-- conflict clause of the statement that fired it, and a feed's upsert (INSERT ... ON CONFLICT DO
-- UPDATE) made the OR IGNORE an abort when one of the feed's articles was already queued.

DROP TRIGGER search_articles_unindex;
DROP TRIGGER search_articles_update;
DROP TRIGGER search_articles_delete;
DROP TRIGGER search_tags_delete;
DROP TRIGGER search_feeds_rename;
DROP TRIGGER search_tags_rename;

CREATE TABLE search_queue (
    article_id INTEGER PRIMARY KEY,
    indexed INTEGER NOT NULL DEFAULT 0
);

-- Both read the queued articles through articles_search_queue, which goes last.
INSERT INTO search_queue (article_id, indexed) SELECT id, 0 FROM articles WHERE search_pending = 1;

UPDATE articles SET search_pending = 0 WHERE search_pending = 1;

DROP INDEX articles_search_queue;

CREATE TRIGGER search_queue_unindex AFTER INSERT ON search_queue WHEN new.indexed
BEGIN
    DELETE FROM search_words WHERE rowid = new.article_id
    ; DELETE FROM search_cjk_chars WHERE rowid = new.article_id
    ; END;

-- What the indexes hold of an article changed: it goes back in the queue (if not there yet).
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
    OR old.authors IS NOT new.authors OR old.summary IS NOT new.summary
    OR old.content IS NOT new.content OR old.captured_text IS NOT new.captured_text
    OR old.body_text IS NOT new.body_text OR old.body_cjk IS NOT new.body_cjk
BEGIN
    INSERT INTO search_queue (article_id, indexed) SELECT new.id, 1
        WHERE NOT EXISTS (SELECT 1 FROM search_queue WHERE article_id = new.id)
    ; END;

-- A deleted article leaves the indexes (unless queued: then it is in neither) and the queue.
CREATE TRIGGER search_articles_delete AFTER DELETE ON articles
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
        AND NOT EXISTS (SELECT 1 FROM search_queue WHERE article_id = old.id)
    ; DELETE FROM search_cjk_chars WHERE rowid = old.id
        AND NOT EXISTS (SELECT 1 FROM search_queue WHERE article_id = old.id)
    ; DELETE FROM search_queue WHERE article_id = old.id
    ; END;

-- A tag taken off an article that still exists (not one deleted with its article).
CREATE TRIGGER search_tags_delete AFTER DELETE ON article_tags
WHEN EXISTS (SELECT 1 FROM articles WHERE id = old.article_id)
BEGIN
    INSERT INTO search_queue (article_id, indexed) SELECT old.article_id, 1
        WHERE NOT EXISTS (SELECT 1 FROM search_queue WHERE article_id = old.article_id)
    ; END;

CREATE TRIGGER search_feeds_rename AFTER UPDATE OF title ON feeds
WHEN old.title IS NOT new.title
BEGIN
    INSERT INTO search_queue (article_id, indexed)
        SELECT id, 1 FROM articles WHERE feed_id = new.id
        AND id NOT IN (SELECT article_id FROM search_queue)
    ; END;

CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    INSERT INTO search_queue (article_id, indexed)
        SELECT DISTINCT article_id, 1 FROM article_tags WHERE tag_id = new.id
        AND article_id NOT IN (SELECT article_id FROM search_queue)
    ; END;
