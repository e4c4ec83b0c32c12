-- align with the API: customer_ref -> customer_id
ALTER TABLE orders RENAME COLUMN customer_ref TO customer_id;
