import pytest

from geofence.juniper_35 import inside_juniper_35


@pytest.mark.parametrize("lat,lon,ok", [(35.5, 35.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_juniper_35(lat, lon) is ok
