ALTER TABLE shipments ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE shipments SET archived = NULL WHERE id < 0;
