-- The people a news item concerns (front matter `people`), NULL when it names none: a JSON list in the file's
-- order, ["fullTime/2", "visiting/12"].
ALTER TABLE news ADD COLUMN people TEXT;

-- The same, one row per person, so a profile finds its news in an index: kept by the sync with the news row.
CREATE TABLE news_person (
  list      TEXT    NOT NULL CHECK (list IN ('fullTime', 'partTime', 'visiting')),
  person_id INTEGER NOT NULL,
  news_id   INTEGER NOT NULL REFERENCES news (news_id) ON DELETE CASCADE,
  PRIMARY KEY (list, person_id, news_id)
) WITHOUT ROWID;
CREATE INDEX news_person_by_news ON news_person (news_id);
