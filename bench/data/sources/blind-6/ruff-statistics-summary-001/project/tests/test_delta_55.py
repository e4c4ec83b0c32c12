import pytest

from geofence.delta_55 import inside_delta_55


@pytest.mark.parametrize("lat,lon,ok", [(55.5, 55.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_delta_55(lat, lon) is ok
