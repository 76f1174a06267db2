-- The degree programmes a news item concerns (front matter `programmes`), NULL when none: a JSON list, ["ba", "ma"].
-- Their feeds and calendars read few items, so no index of their own.
ALTER TABLE news ADD COLUMN programmes TEXT;
