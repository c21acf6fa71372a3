-- Schema 2: shelves, tags, enclosures, offline assets, fetch state and reading state.

-- A shelf is a named, nestable collection. A feed sits on one shelf (like a folder); any
-- article can also be put on more shelves (like a label).
CREATE TABLE shelves (
    id             INTEGER PRIMARY KEY,
    parent_id      INTEGER REFERENCES shelves(id) ON DELETE CASCADE,
    name           TEXT NOT NULL,
    position       INTEGER NOT NULL DEFAULT 0,
    retention_days INTEGER,
    created_at     INTEGER NOT NULL
);
-- Names are unique among siblings; top-level shelves have no parent.
CREATE UNIQUE INDEX shelves_by_parent_name ON shelves (coalesce(parent_id, 0), name COLLATE NOCASE);

ALTER TABLE feeds ADD COLUMN shelf_id INTEGER REFERENCES shelves(id) ON DELETE SET NULL;
ALTER TABLE feeds ADD COLUMN self_url TEXT;
ALTER TABLE feeds ADD COLUMN icon_url TEXT;
ALTER TABLE feeds ADD COLUMN http_status INTEGER;
ALTER TABLE feeds ADD COLUMN body_hash TEXT;
ALTER TABLE feeds ADD COLUMN next_check_at INTEGER;
ALTER TABLE feeds ADD COLUMN interval_minutes INTEGER;
ALTER TABLE feeds ADD COLUMN gone INTEGER NOT NULL DEFAULT 0;
ALTER TABLE feeds ADD COLUMN capture_policy TEXT NOT NULL DEFAULT 'auto';
ALTER TABLE feeds ADD COLUMN retention_days INTEGER;
CREATE INDEX feeds_by_shelf ON feeds (shelf_id);

ALTER TABLE articles ADD COLUMN content_hash TEXT;
ALTER TABLE articles ADD COLUMN language TEXT;
ALTER TABLE articles ADD COLUMN has_code INTEGER NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN reading_position REAL NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN captured_html TEXT;
ALTER TABLE articles ADD COLUMN captured_text TEXT;
ALTER TABLE articles ADD COLUMN captured_at INTEGER;
CREATE INDEX articles_by_link ON articles (feed_id, link);
CREATE INDEX articles_by_hash ON articles (feed_id, content_hash);
CREATE INDEX articles_by_date ON articles (coalesce(published_at, added_at) DESC, id DESC);
CREATE INDEX articles_unread ON articles (feed_id) WHERE read = 0;
CREATE INDEX articles_starred ON articles (id) WHERE starred = 1;

CREATE TABLE article_shelves (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    shelf_id   INTEGER NOT NULL REFERENCES shelves(id) ON DELETE CASCADE,
    added_at   INTEGER NOT NULL,
    PRIMARY KEY (article_id, shelf_id)
) WITHOUT ROWID;
CREATE INDEX article_shelves_by_shelf ON article_shelves (shelf_id, article_id);

CREATE TABLE tags (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE article_tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    tag_id     INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
    PRIMARY KEY (article_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX article_tags_by_tag ON article_tags (tag_id, article_id);

CREATE TABLE enclosures (
    id         INTEGER PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    url        TEXT NOT NULL,
    type       TEXT,
    length     INTEGER,
    UNIQUE (article_id, url)
);

-- Offline files, stored once by the hash of their bytes.
CREATE TABLE assets (
    hash       TEXT PRIMARY KEY,
    mime_type  TEXT NOT NULL,
    size       INTEGER NOT NULL,
    created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE article_assets (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    source_url TEXT NOT NULL,
    asset_hash TEXT NOT NULL REFERENCES assets(hash),
    PRIMARY KEY (article_id, source_url)
) WITHOUT ROWID;
CREATE INDEX article_assets_by_hash ON article_assets (asset_hash);
