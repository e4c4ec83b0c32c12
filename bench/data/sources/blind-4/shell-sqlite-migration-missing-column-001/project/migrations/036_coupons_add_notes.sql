ALTER TABLE coupons ADD COLUMN notes TEXT;
UPDATE coupons SET notes = NULL WHERE id < 0;
