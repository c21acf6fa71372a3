-- Schema 30: rules, muted articles, and one article however many feeds bring it.
--
-- An article another feed already brought is stored as that feed's row too (its guid and feed
-- stay known, so the feed's next refresh matches it), marked a copy: same_as names the article
-- that is listed. A copy is never listed, counted or searched, and takes the state of the
-- article it copies: every list, count and search shows the article once, where it came first.
-- link_key is the link as LinkKey normalises it, and fingerprint the text's (TextFingerprint, a
-- 1-bit MinHash), found again through its four 16-bit bands: the way to candidates whose text
-- is near.
-- An article removed leaves its copies listed on their own (unsubscribing hands the article to
-- a copy first: FeedStore::remove).
ALTER TABLE articles ADD COLUMN same_as INTEGER REFERENCES articles(id) ON DELETE SET NULL;
ALTER TABLE articles ADD COLUMN link_key TEXT;
ALTER TABLE articles ADD COLUMN fingerprint INTEGER;
-- Muted by a rule: kept and searchable with is:muted, out of lists and counts otherwise.
ALTER TABLE articles ADD COLUMN muted INTEGER NOT NULL DEFAULT 0;

CREATE INDEX articles_by_link_key ON articles (link_key) WHERE link_key IS NOT NULL;
CREATE INDEX articles_copies ON articles (same_as) WHERE same_as IS NOT NULL;

-- The fingerprint's four 16-bit bands, each indexed from the column itself: no table of its own,
-- so a new article costs four index entries and its removal nothing more.
CREATE INDEX articles_band0 ON articles ((fingerprint & 65535)) WHERE fingerprint IS NOT NULL;
CREATE INDEX articles_band1 ON articles (((fingerprint >> 16) & 65535))
    WHERE fingerprint IS NOT NULL;
CREATE INDEX articles_band2 ON articles (((fingerprint >> 32) & 65535))
    WHERE fingerprint IS NOT NULL;
CREATE INDEX articles_band3 ON articles (((fingerprint >> 48) & 65535))
    WHERE fingerprint IS NOT NULL;

-- A feed's counts leave its muted articles and copies out, read from this index alone; muted
-- and same_as before read, so that a feed's total is one range of it, not a walk that checks
-- each entry (bench_rules counts: 13.7 ms for every feed's counts at 200,000 articles, 30 ms
-- with read second).
DROP INDEX articles_by_feed_read;
CREATE INDEX articles_by_feed_read ON articles (feed_id, muted, same_as, read);
-- A search's filters are read from the index too (schema 25): muted and same_as join them.
DROP INDEX articles_filters;
CREATE INDEX articles_filters ON articles
    (id, feed_id, read, starred, has_code, captured_at, published_at, added_at, muted, same_as);

-- The rules, run in position order on every new article; the condition and the actions are
-- JSON (Rule::toJson).
CREATE TABLE rules (
    id         INTEGER PRIMARY KEY,
    position   INTEGER NOT NULL,
    name       TEXT NOT NULL,
    enabled    INTEGER NOT NULL DEFAULT 1,
    definition TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

-- One state for an article and its copies, whichever row a window, a sync or a rule changes.
-- (A trigger does not fire itself again: SQLite's recursive triggers are off.)
CREATE TRIGGER articles_one_read AFTER UPDATE OF read ON articles
WHEN new.read IS NOT old.read
    AND (new.same_as IS NOT NULL OR EXISTS (SELECT 1 FROM articles WHERE same_as = new.id))
BEGIN
    UPDATE articles SET read = new.read
    WHERE (id = coalesce(new.same_as, new.id) OR same_as = coalesce(new.same_as, new.id))
        AND read IS NOT new.read
    ; END;

CREATE TRIGGER articles_one_starred AFTER UPDATE OF starred ON articles
WHEN new.starred IS NOT old.starred
    AND (new.same_as IS NOT NULL OR EXISTS (SELECT 1 FROM articles WHERE same_as = new.id))
BEGIN
    UPDATE articles SET starred = new.starred
    WHERE (id = coalesce(new.same_as, new.id) OR same_as = coalesce(new.same_as, new.id))
        AND starred IS NOT new.starred
    ; END;

-- Whether any article is muted, for a search to leave them out only when there are some.
CREATE INDEX articles_muted ON articles (id) WHERE muted = 1;
