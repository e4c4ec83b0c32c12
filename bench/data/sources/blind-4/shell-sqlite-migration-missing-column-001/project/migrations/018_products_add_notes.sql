ALTER TABLE products ADD COLUMN notes TEXT;
UPDATE products SET notes = NULL WHERE id < 0;
