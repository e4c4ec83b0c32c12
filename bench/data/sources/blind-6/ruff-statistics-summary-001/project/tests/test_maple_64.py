import pytest

from geofence.maple_64 import inside_maple_64


@pytest.mark.parametrize("lat,lon,ok", [(64.5, 64.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_maple_64(lat, lon) is ok
