from stockcache.cache import StockCache


def test_flush_empties_journal():
    cache = StockCache()
    for i in range(50):
        cache.put(f"sku-{i}", i)
    cache.flush()
    assert cache.flushed == 50


def test_compact_drops_zero_levels():
    cache = StockCache()
    cache.put("sku-1", 0)
    cache.put("sku-2", 5)
    cache.compact()
    assert cache.get("sku-1") == 0
    assert cache.get("sku-2") == 5


def test_flush_twice_is_harmless():
    cache = StockCache()
    cache.put("sku-9", 9)
    cache.flush()
    cache.flush()
    assert cache.flushed == 1
