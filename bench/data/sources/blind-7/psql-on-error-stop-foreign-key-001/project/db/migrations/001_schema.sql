CREATE TABLE customers (
    id integer PRIMARY KEY,
    email text NOT NULL UNIQUE,
    country char(2) NOT NULL
);
CREATE TABLE products (
    id integer PRIMARY KEY,
    sku text NOT NULL UNIQUE,
    price_minor integer NOT NULL CHECK (price_minor > 0)
);
CREATE TABLE orders (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id),
    placed_on date NOT NULL
);
CREATE TABLE order_items (
    order_id integer NOT NULL REFERENCES orders (id),
    product_id integer NOT NULL REFERENCES products (id),
    quantity integer NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (order_id, product_id)
);
CREATE INDEX order_items_product_idx ON order_items (product_id);
CREATE INDEX orders_customer_idx ON orders (customer_id);
