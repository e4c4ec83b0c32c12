import pytest

from geofence.onyx_40 import inside_onyx_40


@pytest.mark.parametrize("lat,lon,ok", [(40.5, 40.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_onyx_40(lat, lon) is ok
