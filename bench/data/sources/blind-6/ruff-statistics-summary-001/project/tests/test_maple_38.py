import pytest

from geofence.maple_38 import inside_maple_38


@pytest.mark.parametrize("lat,lon,ok", [(38.5, 38.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_maple_38(lat, lon) is ok
