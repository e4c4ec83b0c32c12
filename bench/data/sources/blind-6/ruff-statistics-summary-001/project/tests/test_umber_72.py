import pytest

from geofence.umber_72 import inside_umber_72


@pytest.mark.parametrize("lat,lon,ok", [(72.5, 72.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_umber_72(lat, lon) is ok
