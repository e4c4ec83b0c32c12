import pytest

from geofence.zones import Zone

ZONES = {
    name: Zone(name, *box)
    for name, box in {'alps': (5.9, 45.8, 10.5, 47.8), 'baltic': (9.5, 53.5, 30.3, 65.9), 'iberia': (-9.6, 35.9, 3.4, 43.9), 'nile': (24.7, 21.9, 35.1, 31.7), 'andes': (-80.0, -40.0, -64.0, -10.0), 'pacific': (170.0, -25.0, -170.0, 5.0)}.items()
}


@pytest.fixture
def zones():
    return ZONES
