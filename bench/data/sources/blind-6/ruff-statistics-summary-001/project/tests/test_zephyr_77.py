import pytest

from geofence.zephyr_77 import inside_zephyr_77


@pytest.mark.parametrize("lat,lon,ok", [(77.5, 77.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_zephyr_77(lat, lon) is ok
