import pytest

from geofence.basalt_53 import inside_basalt_53


@pytest.mark.parametrize("lat,lon,ok", [(53.5, 53.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_basalt_53(lat, lon) is ok
