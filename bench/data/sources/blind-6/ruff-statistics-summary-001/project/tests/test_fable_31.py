import pytest

from geofence.fable_31 import inside_fable_31


@pytest.mark.parametrize("lat,lon,ok", [(31.5, 31.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_fable_31(lat, lon) is ok
