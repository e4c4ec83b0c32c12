import pytest

from geofence.xenon_49 import inside_xenon_49


@pytest.mark.parametrize("lat,lon,ok", [(49.5, 49.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_xenon_49(lat, lon) is ok
