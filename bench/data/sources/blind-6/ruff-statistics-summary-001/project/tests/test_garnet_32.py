import pytest

from geofence.garnet_32 import inside_garnet_32


@pytest.mark.parametrize("lat,lon,ok", [(32.5, 32.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_garnet_32(lat, lon) is ok
