-- Schema 32: papers. An article whose capture kept a PDF (its link, its enclosure, or the PDF its
-- abstract page names in citation_pdf_url) has a row here: the PDF's asset (also in
-- article_assets, so the asset store keeps it while the article does) and what cites it. The
-- PDF's text is the article's captured_text, so search already finds it.
--   authors    one name per line, in the order the paper gives them
--   published  the date as the paper's page gives it (YYYY, YYYY-MM or YYYY-MM-DD)
--   pages      the PDF's page count
CREATE TABLE papers (
    article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    pdf_asset  TEXT NOT NULL,
    pdf_url    TEXT NOT NULL,
    title      TEXT NOT NULL DEFAULT '',
    authors    TEXT NOT NULL DEFAULT '',
    published  TEXT NOT NULL DEFAULT '',
    abstract   TEXT NOT NULL DEFAULT '',
    doi        TEXT NOT NULL DEFAULT '',
    arxiv_id   TEXT NOT NULL DEFAULT '',
    venue      TEXT NOT NULL DEFAULT '',
    pages      INTEGER NOT NULL DEFAULT 0
);
-- A PDF met again (another article, the same link) is taken from the store, not fetched.
CREATE INDEX papers_by_pdf_url ON papers (pdf_url);
