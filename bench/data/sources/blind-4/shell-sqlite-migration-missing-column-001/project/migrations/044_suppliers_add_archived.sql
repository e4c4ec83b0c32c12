ALTER TABLE suppliers ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE suppliers SET archived = NULL WHERE id < 0;
