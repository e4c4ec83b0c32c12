import pytest

from geofence.cedar_02 import inside_cedar_02


@pytest.mark.parametrize("lat,lon,ok", [(2.5, 2.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_cedar_02(lat, lon) is ok
