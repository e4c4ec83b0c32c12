import pytest

from geofence.amber_26 import inside_amber_26


@pytest.mark.parametrize("lat,lon,ok", [(26.5, 26.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_amber_26(lat, lon) is ok
