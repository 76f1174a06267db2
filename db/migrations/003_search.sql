-- Site search (issue 10). One document per bilingual record; src/server/search keeps these tables in
-- step with the news table and the department content files, inside the transaction that syncs them.

-- One row per record: what filters and orders results. Kept slim (no long text), so ranking thousands
-- of matches reads few pages.
CREATE TABLE search_doc (
  doc_id       INTEGER PRIMARY KEY,                    -- = rowid of search_fts
  doc_key      TEXT NOT NULL UNIQUE,                   -- 'news:101', 'person:fullTime:1', 'page:/contactUs' ...
  type         TEXT NOT NULL CHECK (type IN ('news', 'person', 'course', 'school', 'page')),
  url          TEXT NOT NULL,                          -- a path of the site, without BASE_PATH
  display_date TEXT,                                   -- news only
  category_id  INTEGER,                                -- news only
  year         INTEGER                                 -- news only: year of display_date
);
CREATE INDEX search_doc_by_type ON search_doc (type);

-- What a result shows: the original (untokenised) text, read for the results of one page only.
CREATE TABLE search_text (
  doc_id    INTEGER PRIMARY KEY REFERENCES search_doc (doc_id) ON DELETE CASCADE,
  title     TEXT NOT NULL,
  sub_title TEXT NOT NULL,
  body      TEXT NOT NULL,                             -- Chinese plain text, for snippets
  sub_body  TEXT NOT NULL                              -- English plain text, for snippets
);

-- The tokenised text (src/server/search/tokenise.ts: one token per Han character, words otherwise,
-- separated by spaces), so the plain `ascii` tokenizer only splits on the spaces. Contentless: the
-- original text lives in search_text. Prefix indexes of 2 and 3 characters serve English prefixes.
CREATE VIRTUAL TABLE search_fts USING fts5 (
  title,
  body,
  tokenize = 'ascii',
  prefix = '2 3',
  content = '',
  contentless_delete = 1
);

-- The index vocabulary, for typo expansion of English query terms.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab (search_fts, 'row');

-- version: tokeniser version and hash of the department documents; generation: bumped on every change.
CREATE TABLE search_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
