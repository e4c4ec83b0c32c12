import pytest

from geofence.vesper_73 import inside_vesper_73


@pytest.mark.parametrize("lat,lon,ok", [(73.5, 73.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_vesper_73(lat, lon) is ok
