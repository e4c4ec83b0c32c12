import pytest

from geofence.cedar_28 import inside_cedar_28


@pytest.mark.parametrize("lat,lon,ok", [(28.5, 28.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_cedar_28(lat, lon) is ok
