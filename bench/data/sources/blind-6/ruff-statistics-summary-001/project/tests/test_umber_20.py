import pytest

from geofence.umber_20 import inside_umber_20


@pytest.mark.parametrize("lat,lon,ok", [(20.5, 20.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_umber_20(lat, lon) is ok
