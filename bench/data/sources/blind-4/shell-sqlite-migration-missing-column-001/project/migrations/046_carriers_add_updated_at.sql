ALTER TABLE carriers ADD COLUMN updated_at TEXT;
UPDATE carriers SET updated_at = NULL WHERE id < 0;
