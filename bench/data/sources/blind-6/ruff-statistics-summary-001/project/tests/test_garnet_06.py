import pytest

from geofence.garnet_06 import inside_garnet_06


@pytest.mark.parametrize("lat,lon,ok", [(6.5, 6.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_garnet_06(lat, lon) is ok
