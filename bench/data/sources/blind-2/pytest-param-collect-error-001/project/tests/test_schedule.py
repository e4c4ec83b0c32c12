import pytest

from geofence.windows import parse_window


@pytest.mark.parametrize(
    ("text", "minutes"), [("06:00-09:00", 180), ("22:00-02:00", 240)]
)
def test_window_length(text, minutes):
    start, end = parse_window(text)
    assert (end - start) % 1440 == minutes
