import pytest

from geofence.juniper_09 import inside_juniper_09


@pytest.mark.parametrize("lat,lon,ok", [(9.5, 9.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_juniper_09(lat, lon) is ok
