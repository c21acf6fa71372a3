-- Schema 5: an article is indexed once per write, and never removed from an index it is not in.
--
-- Under schema 4 a new article with tags was written pending, and ending the pending state ran
-- the update trigger: a DELETE from both FTS5 tables first. In a contentless_delete table that
-- DELETE leaves a tombstone even for a rowid that was never indexed, which later merges carry.
-- Now the two transitions of search_pending have their own triggers:
--
--   0 -> 1  the writer starts rewriting an indexed article: it leaves the index;
--   1 -> 0  the writer is done: the article is indexed, with no DELETE before;
--   0 -> 0  a change to an indexed value reindexes, as before.
--
-- EntryWriter writes every article pending and ends the pending state after its tags.

DROP TRIGGER search_articles_update;

CREATE TRIGGER search_articles_unindex AFTER UPDATE OF search_pending ON articles
WHEN old.search_pending = 0 AND new.search_pending = 1
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; END;

CREATE TRIGGER search_articles_index AFTER UPDATE OF search_pending ON articles
WHEN old.search_pending = 1 AND new.search_pending = 0
BEGIN
    INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
    ; END;

-- Only a change to an indexed value reindexes: read, starred and fetch state do not.
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN old.search_pending = 0 AND new.search_pending = 0 AND (
    old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
    OR old.authors IS NOT new.authors OR old.summary IS NOT new.summary
    OR old.content IS NOT new.content OR old.captured_text IS NOT new.captured_text
    OR old.body_text IS NOT new.body_text OR old.body_cjk IS NOT new.body_cjk)
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
    ; END;
