-- The schedule of a news item (publishAt, unpublishAt: YYYY-MM-DD or YYYY-MM-DDTHH:mm, Asia/Taipei). Only items
-- published at the sync's publish time are stored, drafts never; the columns let the next sync, which skips
-- parsing a file it has stored, see when the item stops being published.
ALTER TABLE news ADD COLUMN publish_at TEXT;
ALTER TABLE news ADD COLUMN unpublish_at TEXT;
