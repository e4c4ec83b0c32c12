import pytest

from geofence.lumen_89 import inside_lumen_89


@pytest.mark.parametrize("lat,lon,ok", [(89.5, 89.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_lumen_89(lat, lon) is ok
