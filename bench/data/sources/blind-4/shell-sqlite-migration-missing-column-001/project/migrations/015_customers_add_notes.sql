ALTER TABLE customers ADD COLUMN notes TEXT;
UPDATE customers SET notes = NULL WHERE id < 0;
