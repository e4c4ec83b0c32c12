import pytest

from geofence.quartz_68 import inside_quartz_68


@pytest.mark.parametrize("lat,lon,ok", [(68.5, 68.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_quartz_68(lat, lon) is ok
