-- The documents of a news item (front matter `attachments`), NULL when it has none. A JSON list in the file's order:
-- [{"file": "attachments/1012/admission-rules.pdf", "label": "...", "subLabel": "...", "type": "application/pdf",
--   "size": 2345}], where type is what the file's bytes are (file-type) and size its length in bytes, both found
-- when the news folder is read (src/server/attachments.ts).
ALTER TABLE news ADD COLUMN attachments TEXT;
