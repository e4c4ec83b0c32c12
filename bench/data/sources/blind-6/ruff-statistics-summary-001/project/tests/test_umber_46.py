import pytest

from geofence.umber_46 import inside_umber_46


@pytest.mark.parametrize("lat,lon,ok", [(46.5, 46.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_umber_46(lat, lon) is ok
