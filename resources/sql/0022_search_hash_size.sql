-- Schema 22: FTS5 keeps up to 8 MB of new index data in memory before it writes a segment
-- (1 MB by default). A cold refresh indexes its articles in one pass (19,615 articles, 19 MB
-- of text in the refresh benchmark): with the default each megabyte became a segment of its
-- own, and merging them cost more than the tokenizing. Measured on those articles, in one
-- savepoint: 0.71-0.73 s to index with the default, 0.54-0.56 s with 4 MB, 0.45-0.47 s with
-- 8 MB (16 MB no faster), and a 13.4 MB index instead of 15.3 MB. The memory is only held while
-- a pass runs.

INSERT INTO search_words (search_words, rank) VALUES ('hashsize', 8388608);
INSERT INTO search_cjk_chars (search_cjk_chars, rank) VALUES ('hashsize', 8388608);
