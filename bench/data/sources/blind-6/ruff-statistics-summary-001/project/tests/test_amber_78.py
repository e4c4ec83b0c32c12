import pytest

from geofence.amber_78 import inside_amber_78


@pytest.mark.parametrize("lat,lon,ok", [(78.5, 78.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_amber_78(lat, lon) is ok
