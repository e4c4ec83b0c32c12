"""Order totals."""


def order_total(lines: list[tuple[int, int]]) -> int:
    return sum(qty * price for qty, price in lines)


def insert_order(conn, order_id: int, total: int) -> None:
    conn.execute("INSERT INTO orders (id, total) VALUES (?, ?)", (order_id, total))


def fetch_total(conn, order_id: int) -> int:
    row = conn.execute("SELECT total FROM orders WHERE id = ?", (order_id,)).fetchone()
    return row[0]
