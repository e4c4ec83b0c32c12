import pytest

from geofence.iris_08 import inside_iris_08


@pytest.mark.parametrize("lat,lon,ok", [(8.5, 8.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_iris_08(lat, lon) is ok
