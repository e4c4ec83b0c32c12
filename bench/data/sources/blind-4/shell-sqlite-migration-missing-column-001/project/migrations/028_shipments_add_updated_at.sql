ALTER TABLE shipments ADD COLUMN updated_at TEXT;
UPDATE shipments SET updated_at = NULL WHERE id < 0;
