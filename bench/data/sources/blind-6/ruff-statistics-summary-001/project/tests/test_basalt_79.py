import pytest

from geofence.basalt_79 import inside_basalt_79


@pytest.mark.parametrize("lat,lon,ok", [(79.5, 79.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_basalt_79(lat, lon) is ok
