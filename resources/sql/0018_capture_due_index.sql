-- Schema 18: the capture jobs due, in the order they are taken (oldest change first), for
-- CaptureStore::due: with it the first due jobs are read without scanning every job and sorting.
CREATE INDEX capture_jobs_due ON capture_jobs (updated_at, article_id)
    WHERE state = 'pending' OR missing_images > 0;
