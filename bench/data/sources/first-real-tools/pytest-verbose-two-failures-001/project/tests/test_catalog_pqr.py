import pytest

from inventory.catalog import family, normalize_sku

SKUS = ['pqr_1000_M0', 'pqr_1037_X1', 'pqr_1074_M2', 'pqr_1111_X3', 'pqr_1148_M4', 'pqr_1185_X5', 'pqr_1222_M6', 'pqr_1259_X7', 'pqr_1296_M8', 'pqr_1333_X9', 'pqr_1370_M0', 'pqr_1407_X1', 'pqr_1444_M2', 'pqr_1481_X3', 'pqr_1518_M4', 'pqr_1555_X5', 'pqr_1592_M6', 'pqr_1629_X7', 'pqr_1666_M8', 'pqr_1703_X9', 'pqr_1740_M0', 'pqr_1777_X1', 'pqr_1814_M2', 'pqr_1851_X3', 'pqr_1888_M4', 'pqr_1925_X5', 'pqr_1962_M6']


@pytest.mark.parametrize("raw", SKUS)
def test_normalize_pqr(raw):
    assert family(raw) == "PQR"
    assert normalize_sku(raw) == raw.upper().replace("_", "-")
