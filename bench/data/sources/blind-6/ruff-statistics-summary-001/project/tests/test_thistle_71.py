import pytest

from geofence.thistle_71 import inside_thistle_71


@pytest.mark.parametrize("lat,lon,ok", [(71.5, 71.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_thistle_71(lat, lon) is ok
