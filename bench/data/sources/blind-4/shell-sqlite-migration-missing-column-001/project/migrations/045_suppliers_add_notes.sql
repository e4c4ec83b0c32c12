ALTER TABLE suppliers ADD COLUMN notes TEXT;
UPDATE suppliers SET notes = NULL WHERE id < 0;
