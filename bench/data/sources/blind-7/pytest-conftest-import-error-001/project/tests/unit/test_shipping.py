import pytest

from shop.shipping import Shipping


@pytest.mark.parametrize("qty", range(1, 16))
def test_add_counts(qty):
    thing = Shipping()
    thing.add("SKU-001", qty)
    assert thing.count() == qty


def test_rejects_zero():
    with pytest.raises(ValueError):
        Shipping().add("SKU-001", 0)


@pytest.mark.parametrize("sku", ["SKU-001", "SKU-002", "SKU-404"])
def test_remove_is_idempotent(sku):
    thing = Shipping()
    thing.add("SKU-001", 2)
    thing.remove(sku)
    thing.remove(sku)
    assert thing.count() in (0, 2)


def test_weight_scales_with_count():
    thing = Shipping()
    thing.add("SKU-007", 3)
    assert thing.weight() == 11 * 3
