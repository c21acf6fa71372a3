-- Schema 26: highlights, the passages a reader marked in an article, each with a colour and an
-- optional note (Markdown). A highlight is anchored as the W3C Web Annotation model does it: by
-- its quoted text with up to 32 characters before and after it (a text-quote selector) and by its
-- place in the text (a text-position selector), both counted in the article's text with every
-- run of white space as one space (HighlightAnchor). An article re-captured or updated finds the
-- quote again, nearest its old place; one it cannot find is kept and listed, never dropped.
--
-- A highlight goes with its article (ON DELETE CASCADE: a feed removed takes its articles), and
-- ArticlePruner keeps an article that has one, as it keeps a starred one.

CREATE TABLE highlights (
    id INTEGER PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    quote TEXT NOT NULL,
    prefix TEXT NOT NULL DEFAULT '',
    suffix TEXT NOT NULL DEFAULT '',
    text_start INTEGER NOT NULL,
    text_end INTEGER NOT NULL,
    color TEXT NOT NULL DEFAULT 'yellow',
    note TEXT NOT NULL DEFAULT '',
    note_folded TEXT NOT NULL DEFAULT '', -- the note case-folded in C++ (SQLite folds ASCII only)
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE INDEX highlights_article ON highlights (article_id, text_start);

-- Notes are searched with the article: the indexes' tags column carries the words the reader
-- gave the article, its tags and its highlights' notes (a column of their own would have made
-- every library's search file be built again). The quotes are the article's own text already.
DROP VIEW search_documents;

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
                       JOIN tags AS t ON t.id = at.tag_id WHERE at.article_id = a.id), '')
             || coalesce((SELECT ' ' || group_concat(h.note, ' ') FROM highlights AS h
                          WHERE h.article_id = a.id AND h.note <> ''), '') AS tags
      FROM articles AS a
      JOIN feeds AS f ON f.id = a.feed_id) AS d;

CREATE TRIGGER search_highlights_insert AFTER INSERT ON highlights
WHEN new.note <> ''
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (new.article_id, 1)
    ; END;

CREATE TRIGGER search_highlights_note AFTER UPDATE OF note ON highlights
WHEN old.note IS NOT new.note
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (new.article_id, 1)
    ; END;

CREATE TRIGGER search_highlights_delete AFTER DELETE ON highlights
WHEN old.note <> '' AND EXISTS (SELECT 1 FROM articles WHERE id = old.article_id)
BEGIN
    INSERT INTO search_queue (article_id, indexed) VALUES (old.article_id, 1)
    ; END;
