ALTER TABLE reviews ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE reviews SET archived = NULL WHERE id < 0;
