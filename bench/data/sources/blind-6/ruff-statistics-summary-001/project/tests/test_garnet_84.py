import pytest

from geofence.garnet_84 import inside_garnet_84


@pytest.mark.parametrize("lat,lon,ok", [(84.5, 84.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_garnet_84(lat, lon) is ok
