import pytest

from geofence.juniper_61 import inside_juniper_61


@pytest.mark.parametrize("lat,lon,ok", [(61.5, 61.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_juniper_61(lat, lon) is ok
