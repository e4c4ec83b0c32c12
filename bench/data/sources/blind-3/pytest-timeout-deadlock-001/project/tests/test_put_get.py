import pytest

from stockcache.cache import StockCache

KEYS = ['sku-0000', 'sku-0011', 'sku-0022', 'sku-0033', 'sku-0044', 'sku-0055', 'sku-0066', 'sku-0077', 'sku-0088', 'sku-0099', 'sku-0110', 'sku-0121', 'sku-0132', 'sku-0143', 'sku-0154', 'sku-0165', 'sku-0176', 'sku-0187', 'sku-0198', 'sku-0209', 'sku-0220', 'sku-0231', 'sku-0242', 'sku-0253', 'sku-0264', 'sku-0275', 'sku-0286', 'sku-0297', 'sku-0308', 'sku-0319', 'sku-0330', 'sku-0341', 'sku-0352', 'sku-0363', 'sku-0374', 'sku-0385', 'sku-0396', 'sku-0407', 'sku-0418', 'sku-0429', 'sku-0440', 'sku-0451', 'sku-0462', 'sku-0473', 'sku-0484', 'sku-0495', 'sku-0506', 'sku-0517', 'sku-0528', 'sku-0539', 'sku-0550', 'sku-0561', 'sku-0572', 'sku-0583', 'sku-0594', 'sku-0605', 'sku-0616', 'sku-0627', 'sku-0638', 'sku-0649', 'sku-0660', 'sku-0671', 'sku-0682', 'sku-0693', 'sku-0704', 'sku-0715', 'sku-0726', 'sku-0737', 'sku-0748', 'sku-0759', 'sku-0770', 'sku-0781', 'sku-0792', 'sku-0803', 'sku-0814', 'sku-0825', 'sku-0836', 'sku-0847', 'sku-0858', 'sku-0869', 'sku-0880', 'sku-0891', 'sku-0902', 'sku-0913', 'sku-0924', 'sku-0935', 'sku-0946', 'sku-0957', 'sku-0968', 'sku-0979', 'sku-0990', 'sku-1001', 'sku-1012', 'sku-1023', 'sku-1034', 'sku-1045', 'sku-1056', 'sku-1067', 'sku-1078', 'sku-1089', 'sku-1100', 'sku-1111', 'sku-1122', 'sku-1133', 'sku-1144', 'sku-1155', 'sku-1166', 'sku-1177', 'sku-1188', 'sku-1199', 'sku-1210', 'sku-1221', 'sku-1232', 'sku-1243', 'sku-1254', 'sku-1265', 'sku-1276', 'sku-1287', 'sku-1298', 'sku-1309', 'sku-1320', 'sku-1331', 'sku-1342', 'sku-1353', 'sku-1364', 'sku-1375', 'sku-1386', 'sku-1397', 'sku-1408', 'sku-1419', 'sku-1430', 'sku-1441', 'sku-1452', 'sku-1463', 'sku-1474', 'sku-1485', 'sku-1496', 'sku-1507', 'sku-1518', 'sku-1529', 'sku-1540', 'sku-1551', 'sku-1562', 'sku-1573', 'sku-1584', 'sku-1595', 'sku-1606', 'sku-1617', 'sku-1628', 'sku-1639', 'sku-1650', 'sku-1661', 'sku-1672', 'sku-1683', 'sku-1694', 'sku-1705', 'sku-1716', 'sku-1727', 'sku-1738', 'sku-1749', 'sku-1760', 'sku-1771', 'sku-1782', 'sku-1793', 'sku-1804', 'sku-1815', 'sku-1826', 'sku-1837', 'sku-1848', 'sku-1859', 'sku-1870', 'sku-1881', 'sku-1892', 'sku-1903', 'sku-1914', 'sku-1925', 'sku-1936', 'sku-1947', 'sku-1958', 'sku-1969', 'sku-1980', 'sku-1991', 'sku-2002', 'sku-2013', 'sku-2024', 'sku-2035', 'sku-2046', 'sku-2057', 'sku-2068', 'sku-2079', 'sku-2090', 'sku-2101', 'sku-2112', 'sku-2123', 'sku-2134', 'sku-2145', 'sku-2156', 'sku-2167', 'sku-2178', 'sku-2189', 'sku-2200', 'sku-2211', 'sku-2222', 'sku-2233', 'sku-2244', 'sku-2255', 'sku-2266', 'sku-2277', 'sku-2288', 'sku-2299', 'sku-2310', 'sku-2321', 'sku-2332', 'sku-2343', 'sku-2354', 'sku-2365', 'sku-2376', 'sku-2387', 'sku-2398']


@pytest.mark.parametrize("key", KEYS)
def test_put_then_get(key):
    cache = StockCache()
    cache.put(key, len(key))
    assert cache.get(key) == len(key)


def test_missing_key_is_zero():
    assert StockCache().get("sku-none") == 0
