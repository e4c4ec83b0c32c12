ALTER TABLE customers ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE customers SET archived = NULL WHERE id < 0;
