import pytest

from tests.factories import cart_with, price_book


@pytest.fixture
def prices():
    return price_book()


@pytest.fixture
def small_cart():
    return cart_with("SKU-001", "SKU-002", "SKU-003")
