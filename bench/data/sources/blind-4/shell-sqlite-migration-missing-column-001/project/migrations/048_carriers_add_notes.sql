ALTER TABLE carriers ADD COLUMN notes TEXT;
UPDATE carriers SET notes = NULL WHERE id < 0;
