-- News categories (ids and names are the constants of src/features/news/model.ts; the seed upserts them)
CREATE TABLE news_category (
  id        INTEGER PRIMARY KEY,
  key       TEXT NOT NULL UNIQUE,
  title     TEXT NOT NULL,
  sub_title TEXT NOT NULL
);

CREATE TABLE news (
  news_id         INTEGER PRIMARY KEY,
  category_id     INTEGER NOT NULL REFERENCES news_category (id),
  img_url         TEXT NOT NULL,
  title           TEXT NOT NULL,
  sub_title       TEXT NOT NULL,
  description     TEXT NOT NULL,
  sub_description TEXT NOT NULL,
  content         TEXT NOT NULL,
  display_date    TEXT NOT NULL CHECK (display_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- newest first, per category and overall
CREATE INDEX news_by_category_date ON news (category_id, display_date DESC, news_id DESC);
CREATE INDEX news_by_date ON news (display_date DESC, news_id DESC);
