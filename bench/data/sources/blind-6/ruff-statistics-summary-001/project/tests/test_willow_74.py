import pytest

from geofence.willow_74 import inside_willow_74


@pytest.mark.parametrize("lat,lon,ok", [(74.5, 74.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_willow_74(lat, lon) is ok
