import pytest

from geofence.raven_17 import inside_raven_17


@pytest.mark.parametrize("lat,lon,ok", [(17.5, 17.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_raven_17(lat, lon) is ok
