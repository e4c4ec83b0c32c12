ALTER TABLE shipments ADD COLUMN notes TEXT;
UPDATE shipments SET notes = NULL WHERE id < 0;
