import pytest

from geofence.iris_86 import inside_iris_86


@pytest.mark.parametrize("lat,lon,ok", [(86.5, 86.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_iris_86(lat, lon) is ok
