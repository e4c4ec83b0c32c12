import pytest

from geofence.cedar_80 import inside_cedar_80


@pytest.mark.parametrize("lat,lon,ok", [(80.5, 80.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_cedar_80(lat, lon) is ok
