ALTER TABLE orders ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE orders SET archived = NULL WHERE id < 0;
