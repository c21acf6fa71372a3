-- Schema 19: every CJK character of an article as a search token of its own, for words of
-- one or two characters.
--
-- The trigram index (search_cjk) finds no word shorter than three characters; SearchStore
-- read every trigram starting with one instead (search_cjk_instances), which took 100-300 ms
-- for a common character in a 200,000-article library. In search_cjk_chars each character is
-- a token, so such a word is a phrase of one or two tokens. The columns and their weights are
-- search_cjk's.
--
-- unicode61 keeps a run of CJK characters as one token, and a tokenizer of the project's own
-- would need the SQLite C API, which not every platform's Qt driver lets us reach. So
-- SearchIndexer spaces the characters out (CjkCharacters::indexText) and is the only writer
-- of the new table. The triggers that indexed an article again in place (a changed article, a
-- feed or tag renamed, a tag unlinked) now put it back in the search queue instead
-- (search_pending = 2, which takes it out of every index); SearchStore finds queued articles by
-- their text meanwhile. The articles already in search_cjk are queued once, here.

CREATE VIRTUAL TABLE search_cjk_chars USING fts5(
    title, authors, body, captured_text, feed_title, tags,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61');

INSERT INTO search_cjk_chars (search_cjk_chars, rank)
VALUES ('rank', 'bm25(10.0, 3.0, 1.0, 1.0, 3.0, 5.0)');

DROP TRIGGER search_articles_unindex;
CREATE TRIGGER search_articles_unindex AFTER UPDATE OF search_pending ON articles
WHEN old.search_pending = 0 AND new.search_pending <> 0
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; DELETE FROM search_cjk_chars WHERE rowid = old.id
    ; END;

DROP TRIGGER search_articles_delete;
CREATE TRIGGER search_articles_delete AFTER DELETE ON articles WHEN old.search_pending = 0
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; DELETE FROM search_cjk_chars WHERE rowid = old.id
    ; END;

-- Written by hand (1), then done (0): queued for SearchIndexer.
DROP TRIGGER search_articles_index;
CREATE TRIGGER search_articles_index AFTER UPDATE OF search_pending ON articles
WHEN old.search_pending = 1 AND new.search_pending = 0
BEGIN
    UPDATE articles SET search_pending = 2 WHERE id = new.id
    ; END;

DROP TRIGGER search_articles_update;
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN old.search_pending = 0 AND new.search_pending = 0 AND (
    old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
    OR old.authors IS NOT new.authors OR old.summary IS NOT new.summary
    OR old.content IS NOT new.content OR old.captured_text IS NOT new.captured_text
    OR old.body_text IS NOT new.body_text OR old.body_cjk IS NOT new.body_cjk)
BEGIN
    UPDATE articles SET search_pending = 2 WHERE id = new.id
    ; END;

DROP TRIGGER search_tags_delete;
CREATE TRIGGER search_tags_delete AFTER DELETE ON article_tags
WHEN (SELECT search_pending FROM articles WHERE id = old.article_id) = 0
BEGIN
    UPDATE articles SET search_pending = 2 WHERE id = old.article_id
    ; END;

DROP TRIGGER search_feeds_rename;
CREATE TRIGGER search_feeds_rename AFTER UPDATE OF title ON feeds
WHEN old.title IS NOT new.title
BEGIN
    UPDATE articles SET search_pending = 2 WHERE feed_id = new.id AND search_pending = 0
    ; END;

DROP TRIGGER search_tags_rename;
CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    UPDATE articles SET search_pending = 2 WHERE search_pending = 0
        AND id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; END;

UPDATE articles SET search_pending = 2
WHERE search_pending = 0 AND id IN (SELECT rowid FROM search_cjk);
