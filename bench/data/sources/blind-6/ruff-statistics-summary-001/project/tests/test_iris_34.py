import pytest

from geofence.iris_34 import inside_iris_34


@pytest.mark.parametrize("lat,lon,ok", [(34.5, 34.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_iris_34(lat, lon) is ok
