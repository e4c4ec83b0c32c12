import pytest

from tidewatch.stamps import parse_stamp
from tidewatch.units import to_feet


@pytest.mark.parametrize("metres,feet", [(0.1, 0.33), (0.2, 0.66), (0.3, 0.98), (0.4, 1.31), (0.5, 1.64), (0.6, 1.97), (0.7, 2.3), (0.8, 2.62), (0.9, 2.95), (1.0, 3.28), (1.1, 3.61), (1.2, 3.94), (1.3, 4.27), (1.4, 4.59), (1.5, 4.92), (1.6, 5.25), (1.7, 5.58), (1.8, 5.91), (1.9, 6.23), (2.0, 6.56), (2.1, 6.89), (2.2, 7.22), (2.3, 7.55), (2.4, 7.87), (2.5, 8.2), (2.6, 8.53), (2.7, 8.86), (2.8, 9.19), (2.9, 9.51), (3.0, 9.84)])
def test_cairns_levels(metres, feet):
    assert to_feet(metres) == feet


def test_cairns_parse_stamp():
    assert parse_stamp("2025-03-12T06:30:00Z").minute == 30
