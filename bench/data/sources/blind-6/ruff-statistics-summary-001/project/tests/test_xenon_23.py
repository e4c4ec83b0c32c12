import pytest

from geofence.xenon_23 import inside_xenon_23


@pytest.mark.parametrize("lat,lon,ok", [(23.5, 23.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_xenon_23(lat, lon) is ok
