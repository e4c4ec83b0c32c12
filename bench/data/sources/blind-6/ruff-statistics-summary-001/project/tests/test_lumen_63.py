import pytest

from geofence.lumen_63 import inside_lumen_63


@pytest.mark.parametrize("lat,lon,ok", [(63.5, 63.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_lumen_63(lat, lon) is ok
