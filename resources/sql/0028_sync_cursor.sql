-- Schema 28: where an account's last sync left off on the server, for servers that can say what
-- changed since (Miniflux's REST API: the server's time the sync began). Empty: sync everything.
ALTER TABLE sync_accounts ADD COLUMN sync_cursor TEXT;
