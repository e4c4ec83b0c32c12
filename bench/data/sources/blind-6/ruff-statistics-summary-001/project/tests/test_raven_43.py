import pytest

from geofence.raven_43 import inside_raven_43


@pytest.mark.parametrize("lat,lon,ok", [(43.5, 43.25, True), (0.0, 90.0, False)])
def test_inside(lat, lon, ok):
    assert inside_raven_43(lat, lon) is ok
