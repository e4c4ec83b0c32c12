import pytest

from geofence.nectar_65 import inside_nectar_65


@pytest.mark.parametrize("lat,lon,ok", [(65.5, 65.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_nectar_65(lat, lon) is ok
