ALTER TABLE invoices ADD COLUMN notes TEXT;
UPDATE invoices SET notes = NULL WHERE id < 0;
