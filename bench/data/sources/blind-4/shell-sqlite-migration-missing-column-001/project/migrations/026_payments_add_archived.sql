ALTER TABLE payments ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE payments SET archived = NULL WHERE id < 0;
