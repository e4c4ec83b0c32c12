import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['abc_1000_M0', 'abc_1037_X1', 'abc_1074_M2', 'abc_1111_X3', 'abc_1148_M4', 'abc_1185_X5', 'abc_1222_M6', 'abc_1259_X7', 'abc_1296_M8', 'abc_1333_X9', 'abc_1370_M0', 'abc_1407_X1', 'abc_1444_M2', 'abc_1481_X3', 'abc_1518_M4', 'abc_1555_X5', 'abc_1592_M6', 'abc_1629_X7', 'abc_1666_M8', 'abc_1703_X9', 'abc_1740_M0', 'abc_1777_X1', 'abc_1814_M2', 'abc_1851_X3', 'abc_1888_M4', 'abc_1925_X5', 'abc_1962_M6', 'abc_1999_X7']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_abc(raw):
    assert family(raw) == "ABC"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
