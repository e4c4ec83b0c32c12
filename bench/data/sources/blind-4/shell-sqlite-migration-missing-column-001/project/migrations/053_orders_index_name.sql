CREATE INDEX idx_orders_name ON orders(name);
