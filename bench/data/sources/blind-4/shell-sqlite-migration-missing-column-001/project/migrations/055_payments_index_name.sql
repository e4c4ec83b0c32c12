CREATE INDEX idx_payments_name ON payments(name);
