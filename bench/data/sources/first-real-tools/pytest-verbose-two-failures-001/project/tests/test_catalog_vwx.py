import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['vwx_1000_M0', 'vwx_1037_X1', 'vwx_1074_M2', 'vwx_1111_X3', 'vwx_1148_M4', 'vwx_1185_X5', 'vwx_1222_M6', 'vwx_1259_X7', 'vwx_1296_M8', 'vwx_1333_X9', 'vwx_1370_M0', 'vwx_1407_X1', 'vwx_1444_M2', 'vwx_1481_X3', 'vwx_1518_M4', 'vwx_1555_X5', 'vwx_1592_M6', 'vwx_1629_X7', 'vwx_1666_M8', 'vwx_1703_X9', 'vwx_1740_M0', 'vwx_1777_X1', 'vwx_1814_M2', 'vwx_1851_X3', 'vwx_1888_M4', 'vwx_1925_X5', 'vwx_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_vwx(raw):
    assert family(raw) == "VWX"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
