import pytest

from geofence.harbor_85 import inside_harbor_85


@pytest.mark.parametrize("lat,lon,ok", [(85.5, 85.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_harbor_85(lat, lon) is ok
