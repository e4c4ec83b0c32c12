ALTER TABLE invoices ADD COLUMN updated_at TEXT;
UPDATE invoices SET updated_at = NULL WHERE id < 0;
