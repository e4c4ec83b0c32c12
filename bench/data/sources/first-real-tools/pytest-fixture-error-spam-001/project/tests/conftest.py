import os
import sqlite3

import pytest

DEFAULT_DB = "/var/lib/orders-ci/orders.sqlite3"


@pytest.fixture
def db():
    path = os.environ.get("ORDERS_DB", DEFAULT_DB)
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, total INT)"
    )
    yield conn
    conn.close()
