-- speed up the customer order history page
CREATE INDEX idx_orders_created ON orders(created_at);
CREATE INDEX idx_orders_customer ON orders(customer_ref, created_at);
ANALYZE orders;
