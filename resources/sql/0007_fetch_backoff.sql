-- Schema 7: politeness after failures, and private feeds.
-- error_count: failed fetches in a row (0 after a success), driving the exponential backoff.
-- retry_not_before: no fetch before this time (UTC ms), set from a server's Retry-After or from
-- the backoff; kept apart from next_check_at (the schedule), so that a refresh of everything
-- still honours it while a schedule change cannot erase it.
-- auth_user: the HTTP Basic auth user name; its password lives in the system keychain.
ALTER TABLE feeds ADD COLUMN error_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE feeds ADD COLUMN retry_not_before INTEGER;
ALTER TABLE feeds ADD COLUMN auth_user TEXT;
