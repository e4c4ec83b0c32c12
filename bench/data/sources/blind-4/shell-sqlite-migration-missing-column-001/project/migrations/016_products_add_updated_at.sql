ALTER TABLE products ADD COLUMN updated_at TEXT;
UPDATE products SET updated_at = NULL WHERE id < 0;
