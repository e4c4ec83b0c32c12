ALTER TABLE warehouses ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE warehouses SET archived = NULL WHERE id < 0;
