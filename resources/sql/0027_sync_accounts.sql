-- Schema 27: accounts on the sync servers readers already run (a Google Reader API server such
-- as Miniflux or FreshRSS). A synced subscription is a feed of kind 'synced': the server fetches
-- it, Lectern never does; its items are articles like any other, linked to the server's item ids.
-- A person's read and starred changes to a synced article are queued (sync_changes) by the
-- triggers below and pushed at the next sync; the sync writes the server's states with a row in
-- sync_applying, in the same transaction, so its own writes are not queued back.

CREATE TABLE sync_accounts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    url TEXT NOT NULL,
    user_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_sync_at INTEGER,
    last_error TEXT,
    UNIQUE (kind, url, user_name)
);

ALTER TABLE feeds ADD COLUMN sync_account_id INTEGER REFERENCES sync_accounts(id) ON DELETE SET NULL;
ALTER TABLE feeds ADD COLUMN sync_stream TEXT;

CREATE TABLE synced_articles (
    article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES sync_accounts(id) ON DELETE CASCADE,
    item_id INTEGER NOT NULL,
    UNIQUE (account_id, item_id)
);

CREATE TABLE sync_changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    article_id INTEGER NOT NULL,
    flag TEXT NOT NULL,
    value INTEGER NOT NULL,
    changed_at INTEGER NOT NULL
);

CREATE TABLE sync_applying (active INTEGER NOT NULL);

CREATE TRIGGER sync_queue_read AFTER UPDATE OF read ON articles
WHEN old.read IS NOT new.read AND NOT EXISTS (SELECT 1 FROM sync_applying)
    AND EXISTS (SELECT 1 FROM synced_articles WHERE article_id = new.id)
BEGIN
    INSERT INTO sync_changes (article_id, flag, value, changed_at)
    VALUES (new.id, 'read', new.read, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    ; END;

CREATE TRIGGER sync_queue_starred AFTER UPDATE OF starred ON articles
WHEN old.starred IS NOT new.starred AND NOT EXISTS (SELECT 1 FROM sync_applying)
    AND EXISTS (SELECT 1 FROM synced_articles WHERE article_id = new.id)
BEGIN
    INSERT INTO sync_changes (article_id, flag, value, changed_at)
    VALUES (new.id, 'starred', new.starred, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    ; END;
