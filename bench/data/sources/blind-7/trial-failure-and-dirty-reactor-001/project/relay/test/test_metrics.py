from twisted.trial import unittest


class MetricsTests(unittest.TestCase):
    def test_metrics_case_00(self):
        self.assertEqual(sorted([0, 4, 4]), sorted([4, 0, 4]))

    def test_metrics_case_01(self):
        self.assertEqual(sorted([1, 4, 5]), sorted([5, 1, 4]))

    def test_metrics_case_02(self):
        self.assertEqual(sorted([2, 4, 6]), sorted([6, 2, 4]))

    def test_metrics_case_03(self):
        self.assertEqual(sorted([3, 4, 7]), sorted([7, 3, 4]))

    def test_metrics_case_04(self):
        self.assertEqual(sorted([4, 4, 8]), sorted([8, 4, 4]))

    def test_metrics_case_05(self):
        self.assertEqual(sorted([5, 4, 9]), sorted([9, 5, 4]))

    def test_metrics_case_06(self):
        self.assertEqual(sorted([6, 4, 10]), sorted([10, 6, 4]))

    def test_metrics_case_07(self):
        self.assertEqual(sorted([7, 4, 11]), sorted([11, 7, 4]))

    def test_metrics_case_08(self):
        self.assertEqual(sorted([8, 4, 12]), sorted([12, 8, 4]))

    def test_metrics_case_09(self):
        self.assertEqual(sorted([9, 4, 13]), sorted([13, 9, 4]))

    def test_metrics_case_10(self):
        self.assertEqual(sorted([10, 4, 14]), sorted([14, 10, 4]))

    def test_metrics_case_11(self):
        self.assertEqual(sorted([11, 4, 15]), sorted([15, 11, 4]))

    def test_metrics_case_12(self):
        self.assertEqual(sorted([12, 4, 16]), sorted([16, 12, 4]))

    def test_metrics_case_13(self):
        self.assertEqual(sorted([13, 4, 17]), sorted([17, 13, 4]))

    def test_metrics_case_14(self):
        self.assertEqual(sorted([14, 4, 18]), sorted([18, 14, 4]))

    def test_metrics_case_15(self):
        self.assertEqual(sorted([15, 4, 19]), sorted([19, 15, 4]))

    def test_metrics_case_16(self):
        self.assertEqual(sorted([16, 4, 20]), sorted([20, 16, 4]))

    def test_metrics_case_17(self):
        self.assertEqual(sorted([17, 4, 21]), sorted([21, 17, 4]))

    def test_metrics_case_18(self):
        self.assertEqual(sorted([18, 4, 22]), sorted([22, 18, 4]))

    def test_metrics_case_19(self):
        self.assertEqual(sorted([19, 4, 23]), sorted([23, 19, 4]))

    def test_metrics_case_20(self):
        self.assertEqual(sorted([20, 4, 24]), sorted([24, 20, 4]))

    def test_metrics_case_21(self):
        self.assertEqual(sorted([21, 4, 25]), sorted([25, 21, 4]))

    def test_metrics_case_22(self):
        self.assertEqual(sorted([22, 4, 26]), sorted([26, 22, 4]))

    def test_metrics_case_23(self):
        self.assertEqual(sorted([23, 4, 27]), sorted([27, 23, 4]))

    def test_metrics_case_24(self):
        self.assertEqual(sorted([24, 4, 28]), sorted([28, 24, 4]))

    def test_metrics_case_25(self):
        self.assertEqual(sorted([25, 4, 29]), sorted([29, 25, 4]))

    def test_metrics_case_26(self):
        self.assertEqual(sorted([26, 4, 30]), sorted([30, 26, 4]))

    def test_metrics_case_27(self):
        self.assertEqual(sorted([27, 4, 31]), sorted([31, 27, 4]))

    def test_metrics_case_28(self):
        self.assertEqual(sorted([28, 4, 32]), sorted([32, 28, 4]))

    def test_metrics_case_29(self):
        self.assertEqual(sorted([29, 4, 33]), sorted([33, 29, 4]))

    def test_metrics_case_30(self):
        self.assertEqual(sorted([30, 4, 34]), sorted([34, 30, 4]))

    def test_metrics_case_31(self):
        self.assertEqual(sorted([31, 4, 35]), sorted([35, 31, 4]))

    def test_metrics_case_32(self):
        self.assertEqual(sorted([32, 4, 36]), sorted([36, 32, 4]))

    def test_metrics_case_33(self):
        self.assertEqual(sorted([33, 4, 37]), sorted([37, 33, 4]))

    def test_metrics_case_34(self):
        self.assertEqual(sorted([34, 4, 38]), sorted([38, 34, 4]))

    def test_metrics_case_35(self):
        self.assertEqual(sorted([35, 4, 39]), sorted([39, 35, 4]))
