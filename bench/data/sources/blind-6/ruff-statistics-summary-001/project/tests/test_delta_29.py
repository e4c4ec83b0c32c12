import pytest

from geofence.delta_29 import inside_delta_29


@pytest.mark.parametrize("lat,lon,ok", [(29.5, 29.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_delta_29(lat, lon) is ok
