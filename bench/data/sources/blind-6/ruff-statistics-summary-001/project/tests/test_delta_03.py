import pytest

from geofence.delta_03 import inside_delta_03


@pytest.mark.parametrize("lat,lon,ok", [(3.5, 3.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_delta_03(lat, lon) is ok
