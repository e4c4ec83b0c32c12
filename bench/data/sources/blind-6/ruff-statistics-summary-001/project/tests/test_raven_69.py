import pytest

from geofence.raven_69 import inside_raven_69


@pytest.mark.parametrize("lat,lon,ok", [(69.5, 69.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_raven_69(lat, lon) is ok
