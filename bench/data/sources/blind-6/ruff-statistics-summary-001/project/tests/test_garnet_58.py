import pytest

from geofence.garnet_58 import inside_garnet_58


@pytest.mark.parametrize("lat,lon,ok", [(58.5, 58.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_garnet_58(lat, lon) is ok
