-- Schema 16: articles reach the search index through the search queue only.
--
-- The writer stores every article queued (search_pending = 2) or being written (1), never as
-- indexed (0), so this trigger never indexed anything a refresh wrote; SQLite still ran it for
-- every article inserted: 6% of the writer's work in a cold refresh (callgrind, 108 feeds, 2,104
-- articles: 1.57 G -> 1.47 G instructions on the writer's thread). Whoever inserts an article by
-- hand goes through the writer's steps: written (1), then done (0), which indexes it.
DROP TRIGGER search_articles_insert;
