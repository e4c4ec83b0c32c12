ALTER TABLE coupons ADD COLUMN archived INTEGER DEFAULT 0;
UPDATE coupons SET archived = NULL WHERE id < 0;
