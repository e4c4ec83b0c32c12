import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['def_1000_M0', 'def_1037_X1', 'def_1074_M2', 'def_1111_X3', 'def_1148_M4', 'def_1185_X5', 'def_1222_M6', 'def_1259_X7', 'def_1296_M8', 'def_1333_X9', 'def_1370_M0', 'def_1407_X1', 'def_1444_M2', 'def_1481_X3', 'def_1518_M4', 'def_1555_X5', 'def_1592_M6', 'def_1629_X7', 'def_1666_M8', 'def_1703_X9', 'def_1740_M0', 'def_1777_X1', 'def_1814_M2', 'def_1851_X3', 'def_1888_M4', 'def_1925_X5', 'def_1962_M6', 'def_1999_X7']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_def(raw):
    assert family(raw) == "DEF"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
