import pytest

from geofence.iris_60 import inside_iris_60


@pytest.mark.parametrize("lat,lon,ok", [(60.5, 60.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_iris_60(lat, lon) is ok
