import pytest

from geofence.basalt_27 import inside_basalt_27


@pytest.mark.parametrize("lat,lon,ok", [(27.5, 27.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_basalt_27(lat, lon) is ok
