import pytest

from geofence.fable_05 import inside_fable_05


@pytest.mark.parametrize("lat,lon,ok", [(5.5, 5.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_fable_05(lat, lon) is ok
