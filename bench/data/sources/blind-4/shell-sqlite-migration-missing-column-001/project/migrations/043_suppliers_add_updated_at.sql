ALTER TABLE suppliers ADD COLUMN updated_at TEXT;
UPDATE suppliers SET updated_at = NULL WHERE id < 0;
