import pytest

from geofence.quartz_16 import inside_quartz_16


@pytest.mark.parametrize("lat,lon,ok", [(16.5, 16.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_quartz_16(lat, lon) is ok
