-- Schema 4: faster indexing and ranking for full-text search.
--
-- Ingest spent most of its time in the schema 3 triggers: a GLOB over all text of every
-- article to find CJK characters (~0.5 ms for 5 KB), and a full re-index for every tag
-- added. Raw HTML was indexed too, so tag names and attribute values (href, class) matched.
--
--   body_text:      plain text of summary and content, written by EntryWriter; the index
--                   reads it instead of the HTML. NULL means "not computed" and the raw
--                   columns are indexed as before.
--   body_cjk:       1 when body_text holds a Han, Kana or Hangul character, 0 when not,
--                   NULL when unknown (then the GLOB decides).
--   search_pending: 1 while a writer is still adding the tags of an article; nothing is
--                   indexed until it goes back to 0, which indexes the article once.
--
-- A writer that changes summary or content without body_text gets body_text reset to NULL
-- (articles_body_stale), so a stale plain text is never indexed.
--
-- The index columns change (summary and content become one body column), so both FTS5
-- tables are made again. bm25 weights live in the rank option: ORDER BY rank LIMIT n lets
-- FTS5 keep only the best n rows instead of handing every match to the outer query.
--
-- SchemaMigrator ends a statement at a line ending in ';', so inside trigger bodies the
-- separating ';' starts the next line.

ALTER TABLE articles ADD COLUMN body_text TEXT;
ALTER TABLE articles ADD COLUMN body_cjk INTEGER;
ALTER TABLE articles ADD COLUMN search_pending INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER search_articles_insert;
DROP TRIGGER search_articles_update;
DROP TRIGGER search_articles_delete;
DROP TRIGGER search_feeds_rename;
DROP TRIGGER search_tags_insert;
DROP TRIGGER search_tags_delete;
DROP TRIGGER search_tags_rename;
DROP TABLE search_cjk_instances;
DROP TABLE search_words;
DROP TABLE search_cjk;
DROP VIEW search_documents;

-- has_cjk tests the short columns with GLOB and takes body_cjk for the long one.
CREATE VIEW search_documents AS
SELECT d.*,
       coalesce(d.body_cjk, d.body GLOB '*[㐀-䶿一-鿿぀-ヿㇰ-ㇿ가-힯豈-﫿]*')
       OR (d.title || d.authors || d.feed_title || d.tags || d.captured_text)
           GLOB '*[㐀-䶿一-鿿぀-ヿㇰ-ㇿ가-힯豈-﫿]*' AS has_cjk
FROM (SELECT a.id AS id,
             a.feed_id AS feed_id,
             a.title AS title,
             a.authors AS authors,
             coalesce(a.body_text, coalesce(a.summary, '') || ' ' || coalesce(a.content, '')) AS body,
             CASE WHEN a.body_text IS NULL THEN NULL ELSE a.body_cjk END AS body_cjk,
             coalesce(a.captured_text, '') AS captured_text,
             f.title AS feed_title,
             coalesce((SELECT group_concat(t.name, ' ') FROM article_tags AS at
                       JOIN tags AS t ON t.id = at.tag_id WHERE at.article_id = a.id), '') AS tags
      FROM articles AS a
      JOIN feeds AS f ON f.id = a.feed_id) AS d;

CREATE VIRTUAL TABLE search_words USING fts5(
    title, authors, body, captured_text, feed_title, tags,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2');

CREATE VIRTUAL TABLE search_cjk USING fts5(
    title, authors, body, captured_text, feed_title, tags,
    content = '', contentless_delete = 1,
    tokenize = 'trigram');

-- One row per trigram occurrence; SearchStore reads it by term range for short CJK words.
CREATE VIRTUAL TABLE search_cjk_instances USING fts5vocab(search_cjk, 'instance');

-- Column weights: title, authors, body, captured text, feed title, tags.
INSERT INTO search_words (search_words, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0, 1.0, 3.0, 5.0)');
INSERT INTO search_cjk (search_cjk, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0, 1.0, 3.0, 5.0)');

CREATE TRIGGER search_articles_insert AFTER INSERT ON articles WHEN new.search_pending = 0 BEGIN
    INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
    ; END;

-- Only a change to an indexed value, or the end of a pending write, reindexes: read,
-- starred and fetch state do not.
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN new.search_pending = 0 AND (old.search_pending = 1
    OR old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
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

-- A writer outside EntryWriter that changes the HTML but not body_text: drop the plain text,
-- so the index falls back to the HTML rather than keep stale words. The nested UPDATE
-- reindexes through search_articles_update.
CREATE TRIGGER articles_body_stale AFTER UPDATE OF summary, content ON articles
WHEN new.search_pending = 0 AND new.body_text IS NOT NULL AND new.body_text IS old.body_text
    AND (old.summary IS NOT new.summary OR old.content IS NOT new.content)
BEGIN
    UPDATE articles SET body_text = NULL, body_cjk = NULL WHERE id = new.id
    ; END;

CREATE TRIGGER search_articles_delete AFTER DELETE ON articles BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; END;

CREATE TRIGGER search_feeds_rename AFTER UPDATE OF title ON feeds
WHEN old.title IS NOT new.title
BEGIN
    DELETE FROM search_words WHERE rowid IN (SELECT id FROM articles WHERE feed_id = new.id)
    ; DELETE FROM search_cjk WHERE rowid IN (SELECT id FROM articles WHERE feed_id = new.id)
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE feed_id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE feed_id = new.id AND has_cjk
    ; END;

-- A pending article is indexed once its writer is done; a deleted one has no row.
CREATE TRIGGER search_tags_insert AFTER INSERT ON article_tags
WHEN (SELECT search_pending FROM articles WHERE id = new.article_id) = 0
BEGIN
    DELETE FROM search_words WHERE rowid = new.article_id
    ; DELETE FROM search_cjk WHERE rowid = new.article_id
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.article_id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.article_id AND has_cjk
    ; END;

CREATE TRIGGER search_tags_delete AFTER DELETE ON article_tags
WHEN (SELECT search_pending FROM articles WHERE id = old.article_id) = 0
BEGIN
    DELETE FROM search_words WHERE rowid = old.article_id
    ; DELETE FROM search_cjk WHERE rowid = old.article_id
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = old.article_id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = old.article_id AND has_cjk
    ; END;

CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    DELETE FROM search_words WHERE rowid IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; DELETE FROM search_cjk WHERE rowid IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents
    WHERE id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id) AND has_cjk
    ; END;

-- Index what schema 3 holds; body_text is NULL there, so its HTML is indexed until the
-- article is next written.
INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
SELECT id, title, authors, body, captured_text, feed_title, tags
FROM search_documents;

INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
       feed_title || '  ', tags || '  '
FROM search_documents WHERE has_cjk;
