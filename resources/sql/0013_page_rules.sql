-- Schema 13: a user's rule for a page feed (PageRule as compact JSON: CSS selectors for the
-- items and their parts, an optional URL pattern). NULL: the items are found without one.
ALTER TABLE feeds ADD COLUMN page_rule TEXT;
