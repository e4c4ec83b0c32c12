import pytest

from postcodes.geocode import Geocoder


@pytest.mark.parametrize(
    ("code", "sector"),
    [("LS1 4AP", "LS1 4"), ("yo17 1hh", "YO17 1"), ("M145 5RT", None)],
)
def test_sector_of(code, sector):
    if sector is None:
        with pytest.raises(ValueError):
            Geocoder().sector_of(code)
    else:
        assert Geocoder().sector_of(code) == sector


def test_locate_counts_hits_and_misses():
    g = Geocoder()
    assert g.locate("LS1 4AP") == (53.7965, -1.5478)
    assert g.locate("LS2 9JT") is None
    assert g.stats() == "1/2 located (50%)"


def test_nearest():
    assert Geocoder().nearest((53.80, -1.55)) == "LS1 4"


def test_stats_when_empty():
    assert Geocoder().stats() == "0/0 located (0%)"
