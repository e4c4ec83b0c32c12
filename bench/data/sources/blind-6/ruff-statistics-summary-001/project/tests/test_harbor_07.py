import pytest

from geofence.harbor_07 import inside_harbor_07


@pytest.mark.parametrize("lat,lon,ok", [(7.5, 7.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_harbor_07(lat, lon) is ok
