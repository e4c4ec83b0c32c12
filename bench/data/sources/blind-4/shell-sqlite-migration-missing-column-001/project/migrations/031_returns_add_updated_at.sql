ALTER TABLE returns ADD COLUMN updated_at TEXT;
UPDATE returns SET updated_at = NULL WHERE id < 0;
