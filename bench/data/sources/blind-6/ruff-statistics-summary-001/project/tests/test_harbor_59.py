import pytest

from geofence.harbor_59 import inside_harbor_59


@pytest.mark.parametrize("lat,lon,ok", [(59.5, 59.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_harbor_59(lat, lon) is ok
