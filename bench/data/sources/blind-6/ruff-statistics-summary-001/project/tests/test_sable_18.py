import pytest

from geofence.sable_18 import inside_sable_18


@pytest.mark.parametrize("lat,lon,ok", [(18.5, 18.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_sable_18(lat, lon) is ok
