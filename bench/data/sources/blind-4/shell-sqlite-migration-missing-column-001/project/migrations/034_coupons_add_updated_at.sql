ALTER TABLE coupons ADD COLUMN updated_at TEXT;
UPDATE coupons SET updated_at = NULL WHERE id < 0;
