-- News items come from the Markdown files of content/news (NEWS_DIR), synced on every start:
-- the banner's alt text, the dated-event fields, and where each row came from.
ALTER TABLE news ADD COLUMN img_alt TEXT NOT NULL DEFAULT '';
-- YYYY-MM-DD or YYYY-MM-DDTHH:mm, Asia/Taipei; both sort as text
ALTER TABLE news ADD COLUMN event_start TEXT;
ALTER TABLE news ADD COLUMN event_end TEXT;
ALTER TABLE news ADD COLUMN venue TEXT;
ALTER TABLE news ADD COLUMN sub_venue TEXT;
-- the file, relative to the news folder (2026/1234-portfolio-clinic.md)
ALTER TABLE news ADD COLUMN source_path TEXT;
-- sha256 of the renderer version, source path and file bytes; NULL for rows from before the sync
ALTER TABLE news ADD COLUMN content_hash TEXT;
ALTER TABLE news ADD COLUMN updated_at TEXT;

-- dated items in event order (events(): calendars and feeds)
CREATE INDEX news_by_event_start ON news (event_start, news_id) WHERE event_start IS NOT NULL;
