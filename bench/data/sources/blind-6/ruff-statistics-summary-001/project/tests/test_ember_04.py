import pytest

from geofence.ember_04 import inside_ember_04


@pytest.mark.parametrize("lat,lon,ok", [(4.5, 4.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_ember_04(lat, lon) is ok
