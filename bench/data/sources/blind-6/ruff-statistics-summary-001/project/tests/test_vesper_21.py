import pytest

from geofence.vesper_21 import inside_vesper_21


@pytest.mark.parametrize("lat,lon,ok", [(21.5, 21.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_vesper_21(lat, lon) is ok
