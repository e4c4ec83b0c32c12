import pytest

from geofence.amber_00 import inside_amber_00


@pytest.mark.parametrize("lat,lon,ok", [(0.5, 0.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_amber_00(lat, lon) is ok
