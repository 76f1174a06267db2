-- How, where and in which sessions a dated news item's event takes place, as its file says (NULL: not given;
-- the repository gives the defaults: offline, at the department's own place).
-- JSON list of session days: ["2020-11-04", "2020-11-11"] or ["2025-07-14/2025-07-18", ...]
ALTER TABLE news ADD COLUMN event_sessions TEXT;
-- offline, online or mixed
ALTER TABLE news ADD COLUMN event_attendance_mode TEXT;
-- JSON list of cities, in English: ["Eindhoven"]
ALTER TABLE news ADD COLUMN address_locality TEXT;
-- ISO 3166-1 alpha-2
ALTER TABLE news ADD COLUMN address_country TEXT;
-- https:// link of an online or mixed event
ALTER TABLE news ADD COLUMN online_url TEXT;
