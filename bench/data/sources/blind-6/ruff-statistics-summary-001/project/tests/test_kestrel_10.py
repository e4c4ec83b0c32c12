import pytest

from geofence.kestrel_10 import inside_kestrel_10


@pytest.mark.parametrize("lat,lon,ok", [(10.5, 10.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_kestrel_10(lat, lon) is ok
