import pytest

from geofence.yarrow_50 import inside_yarrow_50


@pytest.mark.parametrize("lat,lon,ok", [(50.5, 50.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_yarrow_50(lat, lon) is ok
