import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['jkl_1000_M0', 'jkl_1037_X1', 'jkl_1074_M2', 'jkl_1111_X3', 'jkl_1148_M4', 'jkl_1185_X5', 'jkl_1222_M6', 'jkl_1259_X7', 'jkl_1296_M8', 'jkl_1333_X9', 'jkl_1370_M0', 'jkl_1407_X1', 'jkl_1444_M2', 'jkl_1481_X3', 'jkl_1518_M4', 'jkl_1555_X5', 'jkl_1592_M6', 'jkl_1629_X7', 'jkl_1666_M8', 'jkl_1703_X9', 'jkl_1740_M0', 'jkl_1777_X1', 'jkl_1814_M2', 'jkl_1851_X3', 'jkl_1888_M4', 'jkl_1925_X5', 'jkl_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_jkl(raw):
    assert family(raw) == "JKL"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
