import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['yza_1000_M0', 'yza_1037_X1', 'yza_1074_M2', 'yza_1111_X3', 'yza_1148_M4', 'yza_1185_X5', 'yza_1222_M6', 'yza_1259_X7', 'yza_1296_M8', 'yza_1333_X9', 'yza_1370_M0', 'yza_1407_X1', 'yza_1444_M2', 'yza_1481_X3', 'yza_1518_M4', 'yza_1555_X5', 'yza_1592_M6', 'yza_1629_X7', 'yza_1666_M8', 'yza_1703_X9', 'yza_1740_M0', 'yza_1777_X1', 'yza_1814_M2', 'yza_1851_X3', 'yza_1888_M4', 'yza_1925_X5', 'yza_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_yza(raw):
    assert family(raw) == "YZA"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
