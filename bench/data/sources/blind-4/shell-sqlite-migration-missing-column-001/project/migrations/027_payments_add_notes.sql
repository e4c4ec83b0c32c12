ALTER TABLE payments ADD COLUMN notes TEXT;
UPDATE payments SET notes = NULL WHERE id < 0;
