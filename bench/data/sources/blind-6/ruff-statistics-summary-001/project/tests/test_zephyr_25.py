import pytest

from geofence.zephyr_25 import inside_zephyr_25


@pytest.mark.parametrize("lat,lon,ok", [(25.5, 25.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_zephyr_25(lat, lon) is ok
