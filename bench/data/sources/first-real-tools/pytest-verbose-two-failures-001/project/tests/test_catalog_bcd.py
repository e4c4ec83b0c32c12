import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['bcd_1000_M0', 'bcd_1037_X1', 'bcd_1074_M2', 'bcd_1111_X3', 'bcd_1148_M4', 'bcd_1185_X5', 'bcd_1222_M6', 'bcd_1259_X7', 'bcd_1296_M8', 'bcd_1333_X9', 'bcd_1370_M0', 'bcd_1407_X1', 'bcd_1444_M2', 'bcd_1481_X3', 'bcd_1518_M4', 'bcd_1555_X5', 'bcd_1592_M6', 'bcd_1629_X7', 'bcd_1666_M8', 'bcd_1703_X9', 'bcd_1740_M0', 'bcd_1777_X1', 'bcd_1814_M2', 'bcd_1851_X3', 'bcd_1888_M4', 'bcd_1925_X5', 'bcd_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_bcd(raw):
    assert family(raw) == "BCD"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
