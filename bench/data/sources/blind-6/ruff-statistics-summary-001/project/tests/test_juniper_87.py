import pytest

from geofence.juniper_87 import inside_juniper_87


@pytest.mark.parametrize("lat,lon,ok", [(87.5, 87.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_juniper_87(lat, lon) is ok
