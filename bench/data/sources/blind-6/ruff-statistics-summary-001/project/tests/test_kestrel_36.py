import pytest

from geofence.kestrel_36 import inside_kestrel_36


@pytest.mark.parametrize("lat,lon,ok", [(36.5, 36.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_kestrel_36(lat, lon) is ok
