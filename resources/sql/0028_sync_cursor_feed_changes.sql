-- Schema 28: where an account's last sync left off on the server, for servers that can say what
-- changed since (Miniflux's REST API: the server's time the sync began). Empty: sync everything.
ALTER TABLE sync_accounts ADD COLUMN sync_cursor TEXT;

-- A person's changes to synced subscriptions, for the server: unsubscribed here, or moved to
-- another shelf (pushed as the feed's folder, read from its shelf when sent). Written by the
-- triggers below, whoever makes the change; the sync stores the server's subscriptions with a
-- row in sync_applying, so its own moves are not queued back.
CREATE TABLE sync_feed_changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES sync_accounts(id) ON DELETE CASCADE,
    stream TEXT NOT NULL,
    feed_id INTEGER,
    action TEXT NOT NULL -- 'unsubscribe' or 'move'
);

CREATE TRIGGER sync_queue_unsubscribe AFTER DELETE ON feeds
WHEN old.sync_account_id IS NOT NULL AND old.sync_stream IS NOT NULL
BEGIN
    INSERT INTO sync_feed_changes (account_id, stream, feed_id, action)
    VALUES (old.sync_account_id, old.sync_stream, NULL, 'unsubscribe'); END;

CREATE TRIGGER sync_queue_move AFTER UPDATE OF shelf_id ON feeds
WHEN old.shelf_id IS NOT new.shelf_id AND new.sync_account_id IS NOT NULL
    AND new.sync_stream IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sync_applying)
BEGIN
    INSERT INTO sync_feed_changes (account_id, stream, feed_id, action)
    VALUES (new.sync_account_id, new.sync_stream, new.id, 'move'); END;
