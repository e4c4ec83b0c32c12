import pytest

from geofence.amber_52 import inside_amber_52


@pytest.mark.parametrize("lat,lon,ok", [(52.5, 52.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_amber_52(lat, lon) is ok
