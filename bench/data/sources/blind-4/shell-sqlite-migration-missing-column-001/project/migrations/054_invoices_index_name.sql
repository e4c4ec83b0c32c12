CREATE INDEX idx_invoices_name ON invoices(name);
