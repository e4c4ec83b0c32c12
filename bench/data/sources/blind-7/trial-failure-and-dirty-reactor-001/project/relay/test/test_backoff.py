from twisted.trial import unittest


class BackoffTests(unittest.TestCase):
    def test_backoff_case_00(self):
        self.assertEqual(sorted([0, 1, 1]), sorted([1, 0, 1]))

    def test_backoff_case_01(self):
        self.assertEqual(sorted([1, 1, 2]), sorted([2, 1, 1]))

    def test_backoff_case_02(self):
        self.assertEqual(sorted([2, 1, 3]), sorted([3, 2, 1]))

    def test_backoff_case_03(self):
        self.assertEqual(sorted([3, 1, 4]), sorted([4, 3, 1]))

    def test_backoff_case_04(self):
        self.assertEqual(sorted([4, 1, 5]), sorted([5, 4, 1]))

    def test_backoff_case_05(self):
        self.assertEqual(sorted([5, 1, 6]), sorted([6, 5, 1]))

    def test_backoff_case_06(self):
        self.assertEqual(sorted([6, 1, 7]), sorted([7, 6, 1]))

    def test_backoff_case_07(self):
        self.assertEqual(sorted([7, 1, 8]), sorted([8, 7, 1]))

    def test_backoff_case_08(self):
        self.assertEqual(sorted([8, 1, 9]), sorted([9, 8, 1]))

    def test_backoff_case_09(self):
        self.assertEqual(sorted([9, 1, 10]), sorted([10, 9, 1]))

    def test_backoff_case_10(self):
        self.assertEqual(sorted([10, 1, 11]), sorted([11, 10, 1]))

    def test_backoff_case_11(self):
        self.assertEqual(sorted([11, 1, 12]), sorted([12, 11, 1]))

    def test_backoff_case_12(self):
        self.assertEqual(sorted([12, 1, 13]), sorted([13, 12, 1]))

    def test_backoff_case_13(self):
        self.assertEqual(sorted([13, 1, 14]), sorted([14, 13, 1]))

    def test_backoff_case_14(self):
        self.assertEqual(sorted([14, 1, 15]), sorted([15, 14, 1]))

    def test_backoff_case_15(self):
        self.assertEqual(sorted([15, 1, 16]), sorted([16, 15, 1]))

    def test_backoff_case_16(self):
        self.assertEqual(sorted([16, 1, 17]), sorted([17, 16, 1]))

    def test_backoff_case_17(self):
        self.assertEqual(sorted([17, 1, 18]), sorted([18, 17, 1]))

    def test_backoff_case_18(self):
        self.assertEqual(sorted([18, 1, 19]), sorted([19, 18, 1]))

    def test_backoff_case_19(self):
        self.assertEqual(sorted([19, 1, 20]), sorted([20, 19, 1]))

    def test_backoff_case_20(self):
        self.assertEqual(sorted([20, 1, 21]), sorted([21, 20, 1]))

    def test_backoff_case_21(self):
        self.assertEqual(sorted([21, 1, 22]), sorted([22, 21, 1]))

    def test_backoff_case_22(self):
        self.assertEqual(sorted([22, 1, 23]), sorted([23, 22, 1]))

    def test_backoff_case_23(self):
        self.assertEqual(sorted([23, 1, 24]), sorted([24, 23, 1]))

    def test_backoff_case_24(self):
        self.assertEqual(sorted([24, 1, 25]), sorted([25, 24, 1]))

    def test_backoff_case_25(self):
        self.assertEqual(sorted([25, 1, 26]), sorted([26, 25, 1]))

    def test_backoff_case_26(self):
        self.assertEqual(sorted([26, 1, 27]), sorted([27, 26, 1]))
