import unittest

from ledger.schedule import run_label


class TestSchedule(unittest.TestCase):
    def test_evening_run(self):
        label = run_label(4, 18)
        self.assertTrue(label.endswith("18:00"), f"evening run scheduled at {label!r}")

    def test_morning_run(self):
        self.assertEqual(run_label(0, 6), "Mon 06:00")
