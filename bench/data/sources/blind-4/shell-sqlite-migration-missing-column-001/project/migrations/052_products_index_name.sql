CREATE INDEX idx_products_name ON products(name);
