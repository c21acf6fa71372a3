-- Schema 6: the articles table is rebuilt with its small columns first.
--
-- SQLite reads a row's columns in order, and a row longer than a page continues on overflow
-- pages. Columns added by ALTER TABLE (has_code, captured_at, search_pending) and read,
-- starred and added_at came after summary and content, so testing "unread" or "has code"
-- walked through the article's whole HTML. A filtered search tests hundreds of candidate rows,
-- so that cost was paid hundreds of times per query.
--
-- Counts read a narrow index instead of the table: (feed_id, read) answers the unread and
-- total counts of every feed and of the whole library; partial indexes list the starred, the
-- captured and the articles with code.
--
-- Dropping the old table drops its indexes and triggers, which are made again below. The
-- migrator turns foreign keys off around a migration (and checks them before committing), so
-- the drop does not cascade to tags, shelves and enclosures. legacy_alter_table keeps the
-- rename from checking the views and triggers that name "articles" while it is missing.

PRAGMA legacy_alter_table = ON;

CREATE TABLE articles_new (
    id               INTEGER PRIMARY KEY,
    feed_id          INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
    read             INTEGER NOT NULL DEFAULT 0,
    starred          INTEGER NOT NULL DEFAULT 0,
    has_code         INTEGER NOT NULL DEFAULT 0,
    search_pending   INTEGER NOT NULL DEFAULT 0,
    body_cjk         INTEGER,
    published_at     INTEGER,
    added_at         INTEGER NOT NULL,
    updated_at       INTEGER,
    captured_at      INTEGER,
    reading_position REAL NOT NULL DEFAULT 0,
    language         TEXT,
    content_hash     TEXT,
    guid             TEXT NOT NULL,
    link             TEXT,
    title            TEXT NOT NULL DEFAULT '',
    authors          TEXT NOT NULL DEFAULT '',
    summary          TEXT,
    content          TEXT,
    body_text        TEXT,
    captured_text    TEXT,
    captured_html    TEXT,
    UNIQUE (feed_id, guid)
);

INSERT INTO articles_new (id, feed_id, read, starred, has_code, search_pending, body_cjk, published_at, added_at, updated_at, captured_at, reading_position, language, content_hash, guid, link, title, authors, summary, content, body_text, captured_text, captured_html)
SELECT id, feed_id, read, starred, has_code, search_pending, body_cjk, published_at, added_at, updated_at, captured_at, reading_position, language, content_hash, guid, link, title, authors, summary, content, body_text, captured_text, captured_html FROM articles;

DROP TABLE articles;

ALTER TABLE articles_new RENAME TO articles;

PRAGMA legacy_alter_table = OFF;

CREATE INDEX articles_by_feed_date ON articles (feed_id, published_at DESC);
CREATE INDEX articles_by_link ON articles (feed_id, link);
CREATE INDEX articles_by_hash ON articles (feed_id, content_hash);
CREATE INDEX articles_by_date ON articles (coalesce(published_at, added_at) DESC, id DESC);
CREATE INDEX articles_by_feed_read ON articles (feed_id, read);
CREATE INDEX articles_starred ON articles (id) WHERE starred = 1;
CREATE INDEX articles_offline ON articles (id) WHERE captured_at IS NOT NULL;
CREATE INDEX articles_with_code ON articles (feed_id, read) WHERE has_code = 1;

CREATE TRIGGER search_articles_insert AFTER INSERT ON articles WHEN new.search_pending = 0 BEGIN
    INSERT INTO search_words (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title, authors, body, captured_text, feed_title, tags
    FROM search_documents WHERE id = new.id
    ; INSERT INTO search_cjk (rowid, title, authors, body, captured_text, feed_title, tags)
    SELECT id, title || '  ', authors || '  ', body || '  ', captured_text || '  ',
           feed_title || '  ', tags || '  '
    FROM search_documents WHERE id = new.id AND has_cjk
    ; END;

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
