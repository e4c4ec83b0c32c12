import pytest

from geofence.delta_81 import inside_delta_81


@pytest.mark.parametrize("lat,lon,ok", [(81.5, 81.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_delta_81(lat, lon) is ok
