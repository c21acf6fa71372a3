-- Schema 29: whether a feed's last fetch connected to an address of the person's own network
-- (loopback, private, link-local, ...). Such a feed is the person's own choice of a self-hosted
-- or intranet server, and the requests its content causes (capture of its articles and images)
-- may reach that same host; for every other feed they reach public addresses only.
ALTER TABLE feeds ADD COLUMN private_address INTEGER NOT NULL DEFAULT 0;
