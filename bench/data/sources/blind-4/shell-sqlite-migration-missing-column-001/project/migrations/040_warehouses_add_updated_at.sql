ALTER TABLE warehouses ADD COLUMN updated_at TEXT;
UPDATE warehouses SET updated_at = NULL WHERE id < 0;
