import pytest

from shop.returns import Return


@pytest.mark.parametrize("qty", range(1, 15))
def test_add_counts(qty):
    thing = Return()
    thing.add("SKU-001", qty)
    assert thing.count() == qty


def test_rejects_zero():
    with pytest.raises(ValueError):
        Return().add("SKU-001", 0)


@pytest.mark.parametrize("sku", ["SKU-001", "SKU-002", "SKU-404"])
def test_remove_is_idempotent(sku):
    thing = Return()
    thing.add("SKU-001", 2)
    thing.remove(sku)
    thing.remove(sku)
    assert thing.count() in (0, 2)


def test_weight_scales_with_count():
    thing = Return()
    thing.add("SKU-007", 3)
    assert thing.weight() == 10 * 3
