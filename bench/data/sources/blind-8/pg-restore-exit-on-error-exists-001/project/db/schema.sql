CREATE TABLE addresses (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX addresses_amount_idx ON addresses (amount_minor);
INSERT INTO addresses (code, amount_minor)
    SELECT 'add-' || g, g * 3 FROM generate_series(1, 40) AS g;

CREATE TABLE carriers (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX carriers_amount_idx ON carriers (amount_minor);
INSERT INTO carriers (code, amount_minor)
    SELECT 'car-' || g, g * 4 FROM generate_series(1, 45) AS g;

CREATE TABLE carts (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX carts_amount_idx ON carts (amount_minor);
INSERT INTO carts (code, amount_minor)
    SELECT 'car-' || g, g * 5 FROM generate_series(1, 50) AS g;

CREATE TABLE cart_items (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX cart_items_amount_idx ON cart_items (amount_minor);
INSERT INTO cart_items (code, amount_minor)
    SELECT 'car-' || g, g * 6 FROM generate_series(1, 55) AS g;

CREATE TABLE coupons (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX coupons_amount_idx ON coupons (amount_minor);
INSERT INTO coupons (code, amount_minor)
    SELECT 'cou-' || g, g * 7 FROM generate_series(1, 60) AS g;

CREATE TABLE customers (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX customers_amount_idx ON customers (amount_minor);
INSERT INTO customers (code, amount_minor)
    SELECT 'cus-' || g, g * 8 FROM generate_series(1, 65) AS g;

CREATE TABLE fulfilments (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX fulfilments_amount_idx ON fulfilments (amount_minor);
INSERT INTO fulfilments (code, amount_minor)
    SELECT 'ful-' || g, g * 9 FROM generate_series(1, 70) AS g;

CREATE TABLE gift_cards (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX gift_cards_amount_idx ON gift_cards (amount_minor);
INSERT INTO gift_cards (code, amount_minor)
    SELECT 'gif-' || g, g * 10 FROM generate_series(1, 75) AS g;

CREATE TABLE inventory (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX inventory_amount_idx ON inventory (amount_minor);
INSERT INTO inventory (code, amount_minor)
    SELECT 'inv-' || g, g * 11 FROM generate_series(1, 80) AS g;

CREATE TABLE invoices (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX invoices_amount_idx ON invoices (amount_minor);
INSERT INTO invoices (code, amount_minor)
    SELECT 'inv-' || g, g * 12 FROM generate_series(1, 85) AS g;

CREATE TABLE order_items (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX order_items_amount_idx ON order_items (amount_minor);
INSERT INTO order_items (code, amount_minor)
    SELECT 'ord-' || g, g * 13 FROM generate_series(1, 90) AS g;

CREATE TABLE orders (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX orders_amount_idx ON orders (amount_minor);
INSERT INTO orders (code, amount_minor)
    SELECT 'ord-' || g, g * 14 FROM generate_series(1, 95) AS g;

CREATE TABLE payments (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX payments_amount_idx ON payments (amount_minor);
INSERT INTO payments (code, amount_minor)
    SELECT 'pay-' || g, g * 15 FROM generate_series(1, 100) AS g;

CREATE TABLE price_lists (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX price_lists_amount_idx ON price_lists (amount_minor);
INSERT INTO price_lists (code, amount_minor)
    SELECT 'pri-' || g, g * 16 FROM generate_series(1, 105) AS g;

CREATE TABLE products (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX products_amount_idx ON products (amount_minor);
INSERT INTO products (code, amount_minor)
    SELECT 'pro-' || g, g * 17 FROM generate_series(1, 110) AS g;

CREATE TABLE refunds (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX refunds_amount_idx ON refunds (amount_minor);
INSERT INTO refunds (code, amount_minor)
    SELECT 'ref-' || g, g * 18 FROM generate_series(1, 115) AS g;

CREATE TABLE returns (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX returns_amount_idx ON returns (amount_minor);
INSERT INTO returns (code, amount_minor)
    SELECT 'ret-' || g, g * 19 FROM generate_series(1, 120) AS g;

CREATE TABLE shipments (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX shipments_amount_idx ON shipments (amount_minor);
INSERT INTO shipments (code, amount_minor)
    SELECT 'shi-' || g, g * 20 FROM generate_series(1, 125) AS g;

CREATE TABLE stock_moves (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX stock_moves_amount_idx ON stock_moves (amount_minor);
INSERT INTO stock_moves (code, amount_minor)
    SELECT 'sto-' || g, g * 21 FROM generate_series(1, 130) AS g;

CREATE TABLE suppliers (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX suppliers_amount_idx ON suppliers (amount_minor);
INSERT INTO suppliers (code, amount_minor)
    SELECT 'sup-' || g, g * 22 FROM generate_series(1, 135) AS g;

CREATE TABLE tax_rates (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX tax_rates_amount_idx ON tax_rates (amount_minor);
INSERT INTO tax_rates (code, amount_minor)
    SELECT 'tax-' || g, g * 23 FROM generate_series(1, 140) AS g;

CREATE TABLE warehouses (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX warehouses_amount_idx ON warehouses (amount_minor);
INSERT INTO warehouses (code, amount_minor)
    SELECT 'war-' || g, g * 24 FROM generate_series(1, 145) AS g;

CREATE TABLE addresses_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX addresses_history_amount_idx ON addresses_history (amount_minor);
INSERT INTO addresses_history (code, amount_minor)
    SELECT 'add-' || g, g * 25 FROM generate_series(1, 150) AS g;

CREATE TABLE carriers_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX carriers_history_amount_idx ON carriers_history (amount_minor);
INSERT INTO carriers_history (code, amount_minor)
    SELECT 'car-' || g, g * 26 FROM generate_series(1, 155) AS g;

CREATE TABLE carts_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX carts_history_amount_idx ON carts_history (amount_minor);
INSERT INTO carts_history (code, amount_minor)
    SELECT 'car-' || g, g * 27 FROM generate_series(1, 160) AS g;

CREATE TABLE cart_items_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX cart_items_history_amount_idx ON cart_items_history (amount_minor);
INSERT INTO cart_items_history (code, amount_minor)
    SELECT 'car-' || g, g * 28 FROM generate_series(1, 165) AS g;

CREATE TABLE coupons_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX coupons_history_amount_idx ON coupons_history (amount_minor);
INSERT INTO coupons_history (code, amount_minor)
    SELECT 'cou-' || g, g * 29 FROM generate_series(1, 170) AS g;

CREATE TABLE customers_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX customers_history_amount_idx ON customers_history (amount_minor);
INSERT INTO customers_history (code, amount_minor)
    SELECT 'cus-' || g, g * 30 FROM generate_series(1, 175) AS g;

CREATE TABLE fulfilments_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX fulfilments_history_amount_idx ON fulfilments_history (amount_minor);
INSERT INTO fulfilments_history (code, amount_minor)
    SELECT 'ful-' || g, g * 31 FROM generate_series(1, 180) AS g;

CREATE TABLE gift_cards_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX gift_cards_history_amount_idx ON gift_cards_history (amount_minor);
INSERT INTO gift_cards_history (code, amount_minor)
    SELECT 'gif-' || g, g * 32 FROM generate_series(1, 185) AS g;

CREATE TABLE inventory_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX inventory_history_amount_idx ON inventory_history (amount_minor);
INSERT INTO inventory_history (code, amount_minor)
    SELECT 'inv-' || g, g * 33 FROM generate_series(1, 190) AS g;

CREATE TABLE invoices_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX invoices_history_amount_idx ON invoices_history (amount_minor);
INSERT INTO invoices_history (code, amount_minor)
    SELECT 'inv-' || g, g * 34 FROM generate_series(1, 195) AS g;

CREATE TABLE order_items_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX order_items_history_amount_idx ON order_items_history (amount_minor);
INSERT INTO order_items_history (code, amount_minor)
    SELECT 'ord-' || g, g * 35 FROM generate_series(1, 200) AS g;

CREATE TABLE orders_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX orders_history_amount_idx ON orders_history (amount_minor);
INSERT INTO orders_history (code, amount_minor)
    SELECT 'ord-' || g, g * 36 FROM generate_series(1, 205) AS g;

CREATE TABLE payments_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX payments_history_amount_idx ON payments_history (amount_minor);
INSERT INTO payments_history (code, amount_minor)
    SELECT 'pay-' || g, g * 37 FROM generate_series(1, 210) AS g;

CREATE TABLE price_lists_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX price_lists_history_amount_idx ON price_lists_history (amount_minor);
INSERT INTO price_lists_history (code, amount_minor)
    SELECT 'pri-' || g, g * 38 FROM generate_series(1, 215) AS g;

CREATE TABLE products_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX products_history_amount_idx ON products_history (amount_minor);
INSERT INTO products_history (code, amount_minor)
    SELECT 'pro-' || g, g * 39 FROM generate_series(1, 220) AS g;

CREATE TABLE refunds_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX refunds_history_amount_idx ON refunds_history (amount_minor);
INSERT INTO refunds_history (code, amount_minor)
    SELECT 'ref-' || g, g * 40 FROM generate_series(1, 225) AS g;

CREATE TABLE returns_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX returns_history_amount_idx ON returns_history (amount_minor);
INSERT INTO returns_history (code, amount_minor)
    SELECT 'ret-' || g, g * 41 FROM generate_series(1, 230) AS g;

CREATE TABLE shipments_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX shipments_history_amount_idx ON shipments_history (amount_minor);
INSERT INTO shipments_history (code, amount_minor)
    SELECT 'shi-' || g, g * 42 FROM generate_series(1, 235) AS g;

CREATE TABLE stock_moves_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX stock_moves_history_amount_idx ON stock_moves_history (amount_minor);
INSERT INTO stock_moves_history (code, amount_minor)
    SELECT 'sto-' || g, g * 43 FROM generate_series(1, 240) AS g;

CREATE TABLE suppliers_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX suppliers_history_amount_idx ON suppliers_history (amount_minor);
INSERT INTO suppliers_history (code, amount_minor)
    SELECT 'sup-' || g, g * 44 FROM generate_series(1, 245) AS g;

CREATE TABLE tax_rates_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX tax_rates_history_amount_idx ON tax_rates_history (amount_minor);
INSERT INTO tax_rates_history (code, amount_minor)
    SELECT 'tax-' || g, g * 45 FROM generate_series(1, 250) AS g;

CREATE TABLE warehouses_history (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
CREATE INDEX warehouses_history_amount_idx ON warehouses_history (amount_minor);
INSERT INTO warehouses_history (code, amount_minor)
    SELECT 'war-' || g, g * 46 FROM generate_series(1, 255) AS g;

CREATE TABLE schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
);
INSERT INTO schema_migrations (version)
    SELECT '2025' || lpad(g::text, 6, '0') FROM generate_series(1, 120) AS g;
