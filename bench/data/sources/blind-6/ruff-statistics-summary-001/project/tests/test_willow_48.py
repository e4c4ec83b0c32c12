import pytest

from geofence.willow_48 import inside_willow_48


@pytest.mark.parametrize("lat,lon,ok", [(48.5, 48.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_willow_48(lat, lon) is ok
