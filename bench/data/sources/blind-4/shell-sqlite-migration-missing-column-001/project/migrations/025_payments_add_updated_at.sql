ALTER TABLE payments ADD COLUMN updated_at TEXT;
UPDATE payments SET updated_at = NULL WHERE id < 0;
