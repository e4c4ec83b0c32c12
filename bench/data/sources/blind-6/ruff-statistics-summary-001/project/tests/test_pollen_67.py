import pytest

from geofence.pollen_67 import inside_pollen_67


@pytest.mark.parametrize("lat,lon,ok", [(67.5, 67.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_pollen_67(lat, lon) is ok
