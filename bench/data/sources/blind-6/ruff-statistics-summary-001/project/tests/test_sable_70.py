import pytest

from geofence.sable_70 import inside_sable_70


@pytest.mark.parametrize("lat,lon,ok", [(70.5, 70.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_sable_70(lat, lon) is ok
