ALTER TABLE orders ADD COLUMN notes TEXT;
UPDATE orders SET notes = NULL WHERE id < 0;
