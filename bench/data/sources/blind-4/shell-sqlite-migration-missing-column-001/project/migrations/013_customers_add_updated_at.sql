ALTER TABLE customers ADD COLUMN updated_at TEXT;
UPDATE customers SET updated_at = NULL WHERE id < 0;
