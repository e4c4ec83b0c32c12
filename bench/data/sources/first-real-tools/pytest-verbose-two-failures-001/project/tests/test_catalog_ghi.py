import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['ghi_1000_M0', 'ghi_1037_X1', 'ghi_1074_M2', 'ghi_1111_X3', 'ghi_1148_M4', 'ghi_1185_X5', 'ghi_1222_M6', 'ghi_1259_X7', 'ghi_1296_M8', 'ghi_1333_X9', 'ghi_1370_M0', 'ghi_1407_X1', 'ghi_1444_M2', 'ghi_1481_X3', 'ghi_1518_M4', 'ghi_1555_X5', 'ghi_1592_M6', 'ghi_1629_X7', 'ghi_1666_M8', 'ghi_1703_X9', 'ghi_1740_M0', 'ghi_1777_X1', 'ghi_1814_M2', 'ghi_1851_X3', 'ghi_1888_M4', 'ghi_1925_X5', 'ghi_1962_M6', 'ghi_1999_X7']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_ghi(raw):
    assert family(raw) == "GHI"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
