import pytest

from geofence.ember_56 import inside_ember_56


@pytest.mark.parametrize("lat,lon,ok", [(56.5, 56.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_ember_56(lat, lon) is ok
