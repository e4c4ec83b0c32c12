import pytest

from geofence.quartz_42 import inside_quartz_42


@pytest.mark.parametrize("lat,lon,ok", [(42.5, 42.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_quartz_42(lat, lon) is ok
