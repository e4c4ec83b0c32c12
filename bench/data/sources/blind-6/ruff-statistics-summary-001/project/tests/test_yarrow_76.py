import pytest

from geofence.yarrow_76 import inside_yarrow_76


@pytest.mark.parametrize("lat,lon,ok", [(76.5, 76.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_yarrow_76(lat, lon) is ok
