CREATE INDEX idx_shipments_name ON shipments(name);
