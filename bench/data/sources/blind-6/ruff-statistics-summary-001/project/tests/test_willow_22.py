import pytest

from geofence.willow_22 import inside_willow_22


@pytest.mark.parametrize("lat,lon,ok", [(22.5, 22.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_willow_22(lat, lon) is ok
