import pytest

from geofence.nectar_13 import inside_nectar_13


@pytest.mark.parametrize("lat,lon,ok", [(13.5, 13.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_nectar_13(lat, lon) is ok
