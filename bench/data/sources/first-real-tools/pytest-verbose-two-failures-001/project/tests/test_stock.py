import pytest

from inventory.stock import InsufficientStock, Warehouse


@pytest.fixture
def warehouse():
    return Warehouse({"ABC-0001-XL": 10, "ABC-0002-SM": 3, "DEF-0100-M1": 0})


class TestReservations:
    def test_reserve_reduces_available(self, warehouse):
        warehouse.reserve("ABC-0001-XL", 4)
        assert warehouse.available("ABC-0001-XL") == 6

    def test_release_restores_available(self, warehouse):
        warehouse.reserve("ABC-0001-XL", 4)
        warehouse.release("ABC-0001-XL", 4)
        assert warehouse.available("ABC-0001-XL") == 10

    def test_reserve_zero_rejected(self, warehouse):
        with pytest.raises(ValueError):
            warehouse.reserve("ABC-0001-XL", 0)

    def test_reserve_unknown_sku(self, warehouse):
        with pytest.raises(InsufficientStock):
            warehouse.reserve("ZZZ-9999-00", 1)

    def test_reserve_more_than_available(self, warehouse):
        warehouse.reserve("ABC-0001-XL", 8)
        with pytest.raises(InsufficientStock):
            warehouse.reserve("ABC-0001-XL", 5)

    def test_reserve_exact_level(self, warehouse):
        warehouse.reserve("ABC-0002-SM", 3)
        assert warehouse.available("ABC-0002-SM") == 0
