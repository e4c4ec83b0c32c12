import unittest

from ledger.schedule import DAYS, run_label


class TestRunLabels(unittest.TestCase):
    def check(self, day, hour):
        self.assertEqual(run_label(day, hour), f"{DAYS[day]} {hour:02d}:00")

    def test_run_0_12(self):
        self.check(0, 12)

    def test_run_0_13(self):
        self.check(0, 13)

    def test_run_0_14(self):
        self.check(0, 14)

    def test_run_0_15(self):
        self.check(0, 15)

    def test_run_0_16(self):
        self.check(0, 16)

    def test_run_0_17(self):
        self.check(0, 17)

    def test_run_0_18(self):
        self.check(0, 18)

    def test_run_0_19(self):
        self.check(0, 19)

    def test_run_0_20(self):
        self.check(0, 20)

    def test_run_0_21(self):
        self.check(0, 21)

    def test_run_0_22(self):
        self.check(0, 22)

    def test_run_0_23(self):
        self.check(0, 23)

    def test_run_1_12(self):
        self.check(1, 12)

    def test_run_1_13(self):
        self.check(1, 13)

    def test_run_1_14(self):
        self.check(1, 14)

    def test_run_1_15(self):
        self.check(1, 15)

    def test_run_1_16(self):
        self.check(1, 16)

    def test_run_1_17(self):
        self.check(1, 17)

    def test_run_1_18(self):
        self.check(1, 18)

    def test_run_1_19(self):
        self.check(1, 19)

    def test_run_1_20(self):
        self.check(1, 20)

    def test_run_1_21(self):
        self.check(1, 21)

    def test_run_1_22(self):
        self.check(1, 22)

    def test_run_1_23(self):
        self.check(1, 23)

    def test_run_2_12(self):
        self.check(2, 12)

    def test_run_2_13(self):
        self.check(2, 13)

    def test_run_2_14(self):
        self.check(2, 14)

    def test_run_2_15(self):
        self.check(2, 15)

    def test_run_2_16(self):
        self.check(2, 16)

    def test_run_2_17(self):
        self.check(2, 17)

    def test_run_2_18(self):
        self.check(2, 18)

    def test_run_2_19(self):
        self.check(2, 19)

    def test_run_2_20(self):
        self.check(2, 20)

    def test_run_2_21(self):
        self.check(2, 21)

    def test_run_2_22(self):
        self.check(2, 22)

    def test_run_2_23(self):
        self.check(2, 23)

    def test_run_3_12(self):
        self.check(3, 12)

    def test_run_3_13(self):
        self.check(3, 13)

    def test_run_3_14(self):
        self.check(3, 14)

    def test_run_3_15(self):
        self.check(3, 15)

