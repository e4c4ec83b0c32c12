import pytest

from geofence.vesper_47 import inside_vesper_47


@pytest.mark.parametrize("lat,lon,ok", [(47.5, 47.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_vesper_47(lat, lon) is ok
