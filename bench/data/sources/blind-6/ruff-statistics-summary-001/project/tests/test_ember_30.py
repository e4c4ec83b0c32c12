import pytest

from geofence.ember_30 import inside_ember_30


@pytest.mark.parametrize("lat,lon,ok", [(30.5, 30.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_ember_30(lat, lon) is ok
