-- Schema 31: the texts near a new article's are found in the writer's memory (CopyCandidates)
-- instead of through an index per band of the fingerprint: four index entries for every article
-- written become one. The memory is read from this index and articles_by_link_key, which hold
-- all it needs, rather than from the articles' rows, which hold their whole text.
DROP INDEX articles_band0;
DROP INDEX articles_band1;
DROP INDEX articles_band2;
DROP INDEX articles_band3;
CREATE INDEX articles_fingerprints ON articles (fingerprint, feed_id) WHERE fingerprint IS NOT NULL;
