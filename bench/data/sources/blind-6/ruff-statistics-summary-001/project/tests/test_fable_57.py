import pytest

from geofence.fable_57 import inside_fable_57


@pytest.mark.parametrize("lat,lon,ok", [(57.5, 57.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_fable_57(lat, lon) is ok
