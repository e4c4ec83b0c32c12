ALTER TABLE orders ADD COLUMN updated_at TEXT;
UPDATE orders SET updated_at = NULL WHERE id < 0;
