import pytest

from geofence.kestrel_88 import inside_kestrel_88


@pytest.mark.parametrize("lat,lon,ok", [(88.5, 88.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_kestrel_88(lat, lon) is ok
