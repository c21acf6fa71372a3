-- Schema 8: what each feed says about how often it is worth fetching, taken from the last body
-- stored (FeedIngest writes them with the feed). The scheduler reads them beside the user's
-- interval_minutes and the fetcher's next_check_at.
--
--   hint_minutes: the interval the feed asks for (RSS ttl, or sy:updatePeriod divided by
--                 sy:updateFrequency, the longer of the two); NULL when it names none.
--   skip_hours:   bit h set: the feed asks not to be fetched during hour h (0-23, UTC).
--   skip_days:    bit d set: not on day d + 1 (1 Monday .. 7 Sunday, UTC).

ALTER TABLE feeds ADD COLUMN hint_minutes INTEGER;
ALTER TABLE feeds ADD COLUMN skip_hours INTEGER NOT NULL DEFAULT 0;
ALTER TABLE feeds ADD COLUMN skip_days INTEGER NOT NULL DEFAULT 0;

