import pytest

from geofence.pollen_15 import inside_pollen_15


@pytest.mark.parametrize("lat,lon,ok", [(15.5, 15.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_pollen_15(lat, lon) is ok
