import pytest

from geofence.basalt_01 import inside_basalt_01


@pytest.mark.parametrize("lat,lon,ok", [(1.5, 1.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_basalt_01(lat, lon) is ok
