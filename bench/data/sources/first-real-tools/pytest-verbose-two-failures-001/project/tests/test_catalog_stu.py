import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['stu_1000_M0', 'stu_1037_X1', 'stu_1074_M2', 'stu_1111_X3', 'stu_1148_M4', 'stu_1185_X5', 'stu_1222_M6', 'stu_1259_X7', 'stu_1296_M8', 'stu_1333_X9', 'stu_1370_M0', 'stu_1407_X1', 'stu_1444_M2', 'stu_1481_X3', 'stu_1518_M4', 'stu_1555_X5', 'stu_1592_M6', 'stu_1629_X7', 'stu_1666_M8', 'stu_1703_X9', 'stu_1740_M0', 'stu_1777_X1', 'stu_1814_M2', 'stu_1851_X3', 'stu_1888_M4', 'stu_1925_X5', 'stu_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_stu(raw):
    assert family(raw) == "STU"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
