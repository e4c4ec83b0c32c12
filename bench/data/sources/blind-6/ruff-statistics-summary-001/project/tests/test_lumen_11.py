import pytest

from geofence.lumen_11 import inside_lumen_11


@pytest.mark.parametrize("lat,lon,ok", [(11.5, 11.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_lumen_11(lat, lon) is ok
