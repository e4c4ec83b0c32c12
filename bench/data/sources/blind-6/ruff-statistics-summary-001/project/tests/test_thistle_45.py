import pytest

from geofence.thistle_45 import inside_thistle_45


@pytest.mark.parametrize("lat,lon,ok", [(45.5, 45.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_thistle_45(lat, lon) is ok
