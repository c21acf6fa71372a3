-- Schema 12: page feeds. A site without a feed is followed through its index page, whose
-- repeated items PageFeedReader reads as entries. kind says how a feed's document is read:
-- 'feed' (RSS, Atom, RDF, JSON Feed), 'page' (an HTML index page) or 'sitemap' (the site's
-- sitemap.xml).
ALTER TABLE feeds ADD COLUMN kind TEXT NOT NULL DEFAULT 'feed';
