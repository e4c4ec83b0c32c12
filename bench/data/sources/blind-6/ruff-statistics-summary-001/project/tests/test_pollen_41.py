import pytest

from geofence.pollen_41 import inside_pollen_41


@pytest.mark.parametrize("lat,lon,ok", [(41.5, 41.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_pollen_41(lat, lon) is ok
