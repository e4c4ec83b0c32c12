import pytest

from geofence.onyx_14 import inside_onyx_14


@pytest.mark.parametrize("lat,lon,ok", [(14.5, 14.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_onyx_14(lat, lon) is ok
