import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['mno_1000_M0', 'mno_1037_X1', 'mno_1074_M2', 'mno_1111_X3', 'mno_1148_M4', 'mno_1185_X5', 'mno_1222_M6', 'mno_1259_X7', 'mno_1296_M8', 'mno_1333_X9', 'mno_1370_M0', 'mno_1407_X1', 'mno_1444_M2', 'mno_1481_X3', 'mno_1518_M4', 'mno_1555_X5', 'mno_1592_M6', 'mno_1629_X7', 'mno_1666_M8', 'mno_1703_X9', 'mno_1740_M0', 'mno_1777_X1', 'mno_1814_M2', 'mno_1851_X3', 'mno_1888_M4', 'mno_1925_X5', 'mno_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_mno(raw):
    assert family(raw) == "MNO"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
