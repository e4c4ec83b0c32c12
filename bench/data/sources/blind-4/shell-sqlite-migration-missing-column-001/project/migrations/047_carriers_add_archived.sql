ALTER TABLE carriers ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE carriers SET archived = NULL WHERE id < 0;
