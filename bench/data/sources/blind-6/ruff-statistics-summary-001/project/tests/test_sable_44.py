import pytest

from geofence.sable_44 import inside_sable_44


@pytest.mark.parametrize("lat,lon,ok", [(44.5, 44.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_sable_44(lat, lon) is ok
