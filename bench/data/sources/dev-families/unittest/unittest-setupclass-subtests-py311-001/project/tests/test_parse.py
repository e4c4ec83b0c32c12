import unittest

from ledger.parse import parse_duration


class TestDuration(unittest.TestCase):
    def test_durations(self):
        cases = {"45s": 45, "2m": 120, "1h30m": 5400, "10m5s": 605, "2h": 7200}
        for text, seconds in cases.items():
            with self.subTest(text=text):
                self.assertEqual(parse_duration(text), seconds)
