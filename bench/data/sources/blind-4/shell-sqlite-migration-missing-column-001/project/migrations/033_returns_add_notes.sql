ALTER TABLE returns ADD COLUMN notes TEXT;
UPDATE returns SET notes = NULL WHERE id < 0;
