CREATE INDEX idx_customers_name ON customers(name);
