import pytest

from geofence.maple_12 import inside_maple_12


@pytest.mark.parametrize("lat,lon,ok", [(12.5, 12.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_maple_12(lat, lon) is ok
