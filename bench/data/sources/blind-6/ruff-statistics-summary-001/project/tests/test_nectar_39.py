import pytest

from geofence.nectar_39 import inside_nectar_39


@pytest.mark.parametrize("lat,lon,ok", [(39.5, 39.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_nectar_39(lat, lon) is ok
