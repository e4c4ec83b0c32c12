import pytest

from geofence.kestrel_62 import inside_kestrel_62


@pytest.mark.parametrize("lat,lon,ok", [(62.5, 62.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_kestrel_62(lat, lon) is ok
