import pytest

from geofence.onyx_66 import inside_onyx_66


@pytest.mark.parametrize("lat,lon,ok", [(66.5, 66.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_onyx_66(lat, lon) is ok
