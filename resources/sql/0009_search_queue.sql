-- Schema 9: articles wait in a queue for the search index instead of being indexed row by row;
-- and a vocabulary table to size short CJK words (at the end).
--
-- Indexing each article from a trigger cost more than the rest of its ingest: one FTS5
-- statement per article costs about twice what one INSERT ... SELECT over a few hundred
-- articles costs per article (measured on a 40k-article library). SearchIndexer now indexes
-- queued articles in such batches.
--
-- search_pending:
--   0  indexed (or nothing to index);
--   1  a writer is still writing it: going back to 0 indexes it (schema 5 triggers);
--   2  queued: SearchIndexer indexes it and sets 0 with no trigger involved. SearchStore
--      finds queued articles by scanning their text, so they are searchable at once.
--
-- A queued article is in neither FTS5 table, so every trigger that deletes from them now
-- leaves queued articles alone: a DELETE of a rowid that was never indexed would leave a
-- tombstone, and a rename would index a queued article twice.

CREATE INDEX articles_search_queue ON articles (id) WHERE search_pending = 2;

DROP TRIGGER search_articles_unindex;
DROP TRIGGER search_articles_delete;
DROP TRIGGER search_feeds_rename;
DROP TRIGGER search_tags_rename;

CREATE TRIGGER search_articles_unindex AFTER UPDATE OF search_pending ON articles
WHEN old.search_pending = 0 AND new.search_pending <> 0
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; END;

CREATE TRIGGER search_articles_delete AFTER DELETE ON articles WHEN old.search_pending = 0
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; END;

CREATE TRIGGER search_feeds_rename AFTER UPDATE OF title ON feeds
WHEN old.title IS NOT new.title
BEGIN
    DELETE FROM search_words
    WHERE rowid IN (SELECT id FROM articles WHERE feed_id = new.id AND search_pending = 0)
    ; DELETE FROM search_cjk
    WHERE rowid IN (SELECT id FROM articles WHERE feed_id = new.id AND search_pending = 0)
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT d.id, d.title, d.authors, d.body, d.captured_text, d.feed_title, d.tags
    FROM search_documents d JOIN articles a ON a.id = d.id
    WHERE d.feed_id = new.id AND a.search_pending = 0
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT d.id, d.title || '  ', d.authors || '  ', d.body || '  ', d.captured_text || '  ',
           d.feed_title || '  ', d.tags || '  '
    FROM search_documents d JOIN articles a ON a.id = d.id
    WHERE d.feed_id = new.id AND a.search_pending = 0 AND d.has_cjk
    ; END;

CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    DELETE FROM search_words WHERE rowid IN (SELECT x.article_id FROM article_tags x
        JOIN articles a ON a.id = x.article_id WHERE x.tag_id = new.id AND a.search_pending = 0)
    ; DELETE FROM search_cjk WHERE rowid IN (SELECT x.article_id FROM article_tags x
        JOIN articles a ON a.id = x.article_id WHERE x.tag_id = new.id AND a.search_pending = 0)
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT d.id, d.title, d.authors, d.body, d.captured_text, d.feed_title, d.tags
    FROM search_documents d JOIN articles a ON a.id = d.id
    WHERE a.search_pending = 0
      AND d.id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT d.id, d.title || '  ', d.authors || '  ', d.body || '  ', d.captured_text || '  ',
           d.feed_title || '  ', d.tags || '  '
    FROM search_documents d JOIN articles a ON a.id = d.id
    WHERE a.search_pending = 0 AND d.has_cjk
      AND d.id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; END;

-- How many articles hold each trigram: SearchStore estimates from it how common a one- or
-- two-character CJK word is (a few milliseconds, where counting its instances took tens).
CREATE VIRTUAL TABLE search_cjk_terms USING fts5vocab(search_cjk, 'row');
