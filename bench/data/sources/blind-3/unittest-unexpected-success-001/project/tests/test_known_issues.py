import unittest

from tzrules.table import RULES, offset_minutes


class TestKnownIssues(unittest.TestCase):
    @unittest.expectedFailure
    def test_chatham_summer_offset(self):
        # TZ-118: Chatham's DST offset used to come out an hour short in January.
        self.assertEqual(offset_minutes("Pacific/Chatham", 2026, 1, 15), 825)

    @unittest.expectedFailure
    def test_lord_howe_half_hour_dst(self):
        # TZ-131: Lord Howe shifts by 30 minutes, not 60; not in the table yet.
        self.assertEqual(offset_minutes("Australia/Lord_Howe", 2026, 1, 15), 660)

    @unittest.skip("TZ-140: needs the 2027 EU rule change")
    def test_eu_2027_permanent_time(self):
        self.assertFalse(RULES["Europe/Berlin"].observes_dst)

    @unittest.skipUnless(False, "tzdata comparison runs nightly only")
    def test_against_tzdata(self):
        pass
