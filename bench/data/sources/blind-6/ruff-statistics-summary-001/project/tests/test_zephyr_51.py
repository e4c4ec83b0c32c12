import pytest

from geofence.zephyr_51 import inside_zephyr_51


@pytest.mark.parametrize("lat,lon,ok", [(51.5, 51.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_zephyr_51(lat, lon) is ok
