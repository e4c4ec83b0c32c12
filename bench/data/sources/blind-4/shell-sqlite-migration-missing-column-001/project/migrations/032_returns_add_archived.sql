ALTER TABLE returns ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE returns SET archived = NULL WHERE id < 0;
