import pytest

from geofence.ember_82 import inside_ember_82


@pytest.mark.parametrize("lat,lon,ok", [(82.5, 82.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_ember_82(lat, lon) is ok
