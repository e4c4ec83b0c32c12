ALTER TABLE products ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE products SET archived = NULL WHERE id < 0;
