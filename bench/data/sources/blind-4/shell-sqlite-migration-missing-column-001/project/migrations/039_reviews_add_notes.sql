ALTER TABLE reviews ADD COLUMN notes TEXT;
UPDATE reviews SET notes = NULL WHERE id < 0;
