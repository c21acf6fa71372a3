-- Schema 1: feeds and their articles. Times are Unix milliseconds, UTC.
CREATE TABLE feeds (
    id              INTEGER PRIMARY KEY,
    url             TEXT NOT NULL UNIQUE,
    title           TEXT NOT NULL DEFAULT '',
    site_url        TEXT,
    description     TEXT,
    etag            TEXT,
    last_modified   TEXT,
    last_success_at INTEGER,
    last_error      TEXT,
    last_error_at   INTEGER,
    added_at        INTEGER NOT NULL
);

CREATE TABLE articles (
    id           INTEGER PRIMARY KEY,
    feed_id      INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
    guid         TEXT NOT NULL,
    link         TEXT,
    title        TEXT NOT NULL DEFAULT '',
    authors      TEXT NOT NULL DEFAULT '',
    published_at INTEGER,
    updated_at   INTEGER,
    summary      TEXT,
    content      TEXT,
    read         INTEGER NOT NULL DEFAULT 0,
    starred      INTEGER NOT NULL DEFAULT 0,
    added_at     INTEGER NOT NULL,
    UNIQUE (feed_id, guid)
);

CREATE INDEX articles_by_feed_date ON articles (feed_id, published_at DESC);
