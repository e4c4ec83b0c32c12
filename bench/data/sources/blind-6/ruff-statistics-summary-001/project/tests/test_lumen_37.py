import pytest

from geofence.lumen_37 import inside_lumen_37


@pytest.mark.parametrize("lat,lon,ok", [(37.5, 37.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_lumen_37(lat, lon) is ok
