-- Schema 25: the columns a search's filters read (feed, read, starred, code, captured, dates),
-- by article id, apart from the rows. An article's row fills most of a page (its HTML and
-- text), so checking a filter on each match read a page per match: in a fresh process at
-- 200,000 articles, "has:code mutex" read 3,300 pages and a filter's sample of the newest 2,000
-- articles took 11-16 ms. About 270 of these entries fit in a page.
-- SearchStore joins its matches to articles through it (INDEXED BY): SQLite would otherwise
-- look each id up in the table, the rowid being the cheaper key as it reckons.

CREATE INDEX articles_filters ON articles
    (id, feed_id, read, starred, has_code, captured_at, published_at, added_at);
