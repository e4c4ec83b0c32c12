import pytest

from geofence.fable_83 import inside_fable_83


@pytest.mark.parametrize("lat,lon,ok", [(83.5, 83.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_fable_83(lat, lon) is ok
