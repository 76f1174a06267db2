-- The date of a news item's last change its readers should know of (a correction, an added result), as its file
-- says (NULL: never changed since displayDate).
ALTER TABLE news ADD COLUMN date_modified TEXT;
