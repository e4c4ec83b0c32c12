import pytest

from geofence.cedar_54 import inside_cedar_54


@pytest.mark.parametrize("lat,lon,ok", [(54.5, 54.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_cedar_54(lat, lon) is ok
