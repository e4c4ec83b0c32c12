import pytest

from geofence.xenon_75 import inside_xenon_75


@pytest.mark.parametrize("lat,lon,ok", [(75.5, 75.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_xenon_75(lat, lon) is ok
