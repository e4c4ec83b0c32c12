ALTER TABLE reviews ADD COLUMN updated_at TEXT;
UPDATE reviews SET updated_at = NULL WHERE id < 0;
