import pytest

from ledger.db import Conn


@pytest.fixture
def conn():
    c = Conn()
    yield c
    assert c.open_transactions == 0, (
        f"{c.open_transactions} transaction(s) left open by test"
    )
