-- Schema 17: searches kept as smart shelves in the side panel. query is the search as typed, in
-- the library's query syntax, read again each time the shelf is shown.
CREATE TABLE saved_searches (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    query TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);
