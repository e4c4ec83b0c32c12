import pytest

from geofence.harbor_33 import inside_harbor_33


@pytest.mark.parametrize("lat,lon,ok", [(33.5, 33.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_harbor_33(lat, lon) is ok
