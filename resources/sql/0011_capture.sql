-- Schema 11: offline capture of the full article and its images.
--
-- An article's capture state lives in its own table, not in articles: the articles table keeps
-- its small columns first (schema 6), and a column added now would come after the HTML.
--   pending  waiting to be captured (not before not_before, after a failure)
--   failed   tried max times; error says why (a "capture now" tries again)
--   aside    the page gave less text than the feed: kept in aside_html, not shown
--   done     captured: articles.captured_html, captured_text and captured_at hold it
--   skipped  the capture policy found nothing to capture (a full-text entry)
-- An article has no row until its feed's policy was applied to it. source says where the
-- article comes from: 'page' (its web page, fetched and extracted) or 'feed' (the feed carried
-- it whole: only its images are fetched).
CREATE TABLE capture_jobs (
    article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    state      TEXT NOT NULL,
    source     TEXT NOT NULL DEFAULT 'page',
    attempts   INTEGER NOT NULL DEFAULT 0,
    not_before INTEGER,
    error      TEXT,
    updated_at INTEGER NOT NULL,
    aside_html TEXT,
    -- images a done capture could not keep: the article is captured again, with backoff
    missing_images INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX capture_jobs_waiting ON capture_jobs (not_before)
    WHERE state = 'pending' OR missing_images > 0;

-- Site rules: a CSS selector for the article body, and selectors of parts to strip.
ALTER TABLE feeds ADD COLUMN capture_selector TEXT;
ALTER TABLE feeds ADD COLUMN capture_strip TEXT;
