-- Schema 14: a feed's title as its reader named it. 1: the title was set in Feed Properties and a
-- refresh keeps it; 0: the title is the feed's own, replaced by what each fetch says.
ALTER TABLE feeds ADD COLUMN title_by_user INTEGER NOT NULL DEFAULT 0;
