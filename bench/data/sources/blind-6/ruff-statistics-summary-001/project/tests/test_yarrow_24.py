import pytest

from geofence.yarrow_24 import inside_yarrow_24


@pytest.mark.parametrize("lat,lon,ok", [(24.5, 24.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_yarrow_24(lat, lon) is ok
