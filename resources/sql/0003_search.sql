-- Schema 3: full-text search over articles.
--
-- Two FTS5 indexes over the same seven columns (title, authors, summary, content, captured
-- text, feed title, tags):
--   search_words: unicode61 with diacritics removed, for word-based scripts; every article.
--   search_cjk:   trigram, for substring search in Chinese, Japanese and Korean; only the
--                 articles whose text holds a Han, Kana or Hangul character (a CJK term can
--                 match no other article), so the bigger trigram index stays ~10% of the
--                 library. Each column is padded with two spaces so that every one- or
--                 two-character word is the start of some trigram: SearchStore finds such
--                 short words with a prefix range over search_cjk_instances.
--
-- Both are contentless with contentless_delete=1 (SQLite >= 3.43): the text already lives in
-- articles and feeds, so storing it again would double the database, and rows are deleted
-- by rowid alone. External content over a view would need the exact old values of every
-- column on delete, which a feed rename or a tag change cannot give reliably (group_concat
-- order), and a mismatch silently corrupts the index. Snippets are built by SearchStore
-- from the articles rows, since snippet() needs stored content.
--
-- SchemaMigrator ends a statement at a line ending in ';', so inside trigger bodies the
-- separating ';' starts the next line.

CREATE VIEW search_documents AS
SELECT a.id AS id,
       a.feed_id AS feed_id,
       a.title AS title,
       a.authors AS authors,
       coalesce(a.summary, '') AS summary,
       coalesce(a.content, '') AS content,
       coalesce(a.captured_text, '') AS captured_text,
       f.title AS feed_title,
       coalesce((SELECT group_concat(t.name, ' ') FROM article_tags AS at
                 JOIN tags AS t ON t.id = at.tag_id WHERE at.article_id = a.id), '') AS tags,
       (a.title || a.authors || f.title || coalesce(a.summary, '') || coalesce(a.content, '')
        || coalesce(a.captured_text, '')
        || coalesce((SELECT group_concat(t.name, ' ') FROM article_tags AS at
                     JOIN tags AS t ON t.id = at.tag_id WHERE at.article_id = a.id), ''))
           GLOB '*[㐀-䶿一-鿿぀-ヿㇰ-ㇿ가-힯豈-﫿]*' AS has_cjk
FROM articles AS a
JOIN feeds AS f ON f.id = a.feed_id;

CREATE VIRTUAL TABLE search_words USING fts5(
    title, authors, summary, content, captured_text, feed_title, tags,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2');

CREATE VIRTUAL TABLE search_cjk USING fts5(
    title, authors, summary, content, captured_text, feed_title, tags,
    content = '', contentless_delete = 1,
    tokenize = 'trigram');

-- One row per trigram occurrence; SearchStore reads it by term range for short CJK words.
CREATE VIRTUAL TABLE search_cjk_instances USING fts5vocab(search_cjk, 'instance');

CREATE TRIGGER search_articles_insert AFTER INSERT ON articles BEGIN
    INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
    ; END;

-- Only a change to an indexed value reindexes: read, starred and fetch state do not.
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles
WHEN old.id IS NOT new.id OR old.feed_id IS NOT new.feed_id OR old.title IS NOT new.title
    OR old.authors IS NOT new.authors OR old.summary IS NOT new.summary
    OR old.content IS NOT new.content OR old.captured_text IS NOT new.captured_text
BEGIN
    DELETE FROM search_words WHERE rowid = old.id
    ; DELETE FROM search_cjk WHERE rowid = old.id
    ; INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
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
    ; INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE feed_id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents WHERE feed_id = new.id AND has_cjk
    ; END;

CREATE TRIGGER search_tags_insert AFTER INSERT ON article_tags BEGIN
    DELETE FROM search_words WHERE rowid = new.article_id
    ; DELETE FROM search_cjk WHERE rowid = new.article_id
    ; INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.article_id
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.article_id AND has_cjk
    ; END;

-- Also fires for the cascade when an article or a tag is deleted; a deleted article has no
-- row in search_documents, so nothing is inserted back.
CREATE TRIGGER search_tags_delete AFTER DELETE ON article_tags BEGIN
    DELETE FROM search_words WHERE rowid = old.article_id
    ; DELETE FROM search_cjk WHERE rowid = old.article_id
    ; INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE id = old.article_id
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = old.article_id AND has_cjk
    ; END;

CREATE TRIGGER search_tags_rename AFTER UPDATE OF name ON tags
WHEN old.name IS NOT new.name
BEGIN
    DELETE FROM search_words WHERE rowid IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; DELETE FROM search_cjk WHERE rowid IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title, authors, summary, content, captured_text, feed_title, tags
    FROM search_documents WHERE id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id)
    ; INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
           captured_text || '  ', feed_title || '  ', tags || '  '
    FROM search_documents
    WHERE id IN (SELECT article_id FROM article_tags WHERE tag_id = new.id) AND has_cjk
    ; END;

-- Backfill what schema 2 already holds.
INSERT INTO search_words (rowid, title, authors, summary, content, captured_text, feed_title, tags)
SELECT id, title, authors, summary, content, captured_text, feed_title, tags
FROM search_documents;

INSERT INTO search_cjk (rowid, title, authors, summary, content, captured_text, feed_title, tags)
SELECT id, title || '  ', authors || '  ', summary || '  ', content || '  ',
       captured_text || '  ', feed_title || '  ', tags || '  '
FROM search_documents WHERE has_cjk;
