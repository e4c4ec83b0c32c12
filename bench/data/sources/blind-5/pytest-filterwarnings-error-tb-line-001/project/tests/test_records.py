from tidewatch.records import observation
from tidewatch.stamps import parse_stamp


def test_observation_has_feet():
    assert observation("kiel", 1.0)["level_ft"] == 3.28


def test_observation_stamp_round_trips():
    rec = observation("oslo", 0.4)
    assert parse_stamp(rec["recorded_at"]).year >= 2024
