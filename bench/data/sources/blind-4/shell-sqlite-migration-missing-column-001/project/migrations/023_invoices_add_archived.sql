ALTER TABLE invoices ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE invoices SET archived = NULL WHERE id < 0;
