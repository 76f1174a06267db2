-- The banner's English alt text (front matter `subImgAlt`), beside the Chinese `img_alt`. Rows synced before it
-- existed have none until their file is read again (the renderer's version changed with it: every row is).
ALTER TABLE news ADD COLUMN sub_img_alt TEXT;
