import pytest

from geofence.thistle_19 import inside_thistle_19


@pytest.mark.parametrize("lat,lon,ok", [(19.5, 19.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_thistle_19(lat, lon) is ok
