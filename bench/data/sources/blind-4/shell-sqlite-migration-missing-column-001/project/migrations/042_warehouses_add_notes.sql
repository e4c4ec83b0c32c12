ALTER TABLE warehouses ADD COLUMN notes TEXT;
UPDATE warehouses SET notes = NULL WHERE id < 0;
