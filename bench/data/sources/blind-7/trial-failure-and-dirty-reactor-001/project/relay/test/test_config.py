from twisted.trial import unittest


class ConfigTests(unittest.TestCase):
    def test_config_case_00(self):
        self.assertEqual(sorted([0, 3, 3]), sorted([3, 0, 3]))

    def test_config_case_01(self):
        self.assertEqual(sorted([1, 3, 4]), sorted([4, 1, 3]))

    def test_config_case_02(self):
        self.assertEqual(sorted([2, 3, 5]), sorted([5, 2, 3]))

    def test_config_case_03(self):
        self.assertEqual(sorted([3, 3, 6]), sorted([6, 3, 3]))

    def test_config_case_04(self):
        self.assertEqual(sorted([4, 3, 7]), sorted([7, 4, 3]))

    def test_config_case_05(self):
        self.assertEqual(sorted([5, 3, 8]), sorted([8, 5, 3]))

    def test_config_case_06(self):
        self.assertEqual(sorted([6, 3, 9]), sorted([9, 6, 3]))

    def test_config_case_07(self):
        self.assertEqual(sorted([7, 3, 10]), sorted([10, 7, 3]))

    def test_config_case_08(self):
        self.assertEqual(sorted([8, 3, 11]), sorted([11, 8, 3]))

    def test_config_case_09(self):
        self.assertEqual(sorted([9, 3, 12]), sorted([12, 9, 3]))

    def test_config_case_10(self):
        self.assertEqual(sorted([10, 3, 13]), sorted([13, 10, 3]))

    def test_config_case_11(self):
        self.assertEqual(sorted([11, 3, 14]), sorted([14, 11, 3]))

    def test_config_case_12(self):
        self.assertEqual(sorted([12, 3, 15]), sorted([15, 12, 3]))

    def test_config_case_13(self):
        self.assertEqual(sorted([13, 3, 16]), sorted([16, 13, 3]))

    def test_config_case_14(self):
        self.assertEqual(sorted([14, 3, 17]), sorted([17, 14, 3]))

    def test_config_case_15(self):
        self.assertEqual(sorted([15, 3, 18]), sorted([18, 15, 3]))

    def test_config_case_16(self):
        self.assertEqual(sorted([16, 3, 19]), sorted([19, 16, 3]))

    def test_config_case_17(self):
        self.assertEqual(sorted([17, 3, 20]), sorted([20, 17, 3]))

    def test_config_case_18(self):
        self.assertEqual(sorted([18, 3, 21]), sorted([21, 18, 3]))

    def test_config_case_19(self):
        self.assertEqual(sorted([19, 3, 22]), sorted([22, 19, 3]))

    def test_config_case_20(self):
        self.assertEqual(sorted([20, 3, 23]), sorted([23, 20, 3]))

    def test_config_case_21(self):
        self.assertEqual(sorted([21, 3, 24]), sorted([24, 21, 3]))

    def test_config_case_22(self):
        self.assertEqual(sorted([22, 3, 25]), sorted([25, 22, 3]))

    def test_config_case_23(self):
        self.assertEqual(sorted([23, 3, 26]), sorted([26, 23, 3]))

    def test_config_case_24(self):
        self.assertEqual(sorted([24, 3, 27]), sorted([27, 24, 3]))

    def test_config_case_25(self):
        self.assertEqual(sorted([25, 3, 28]), sorted([28, 25, 3]))

    def test_config_case_26(self):
        self.assertEqual(sorted([26, 3, 29]), sorted([29, 26, 3]))

    def test_config_case_27(self):
        self.assertEqual(sorted([27, 3, 30]), sorted([30, 27, 3]))

    def test_config_case_28(self):
        self.assertEqual(sorted([28, 3, 31]), sorted([31, 28, 3]))

    def test_config_case_29(self):
        self.assertEqual(sorted([29, 3, 32]), sorted([32, 29, 3]))

    def test_config_case_30(self):
        self.assertEqual(sorted([30, 3, 33]), sorted([33, 30, 3]))

    def test_config_case_31(self):
        self.assertEqual(sorted([31, 3, 34]), sorted([34, 31, 3]))

    def test_config_case_32(self):
        self.assertEqual(sorted([32, 3, 35]), sorted([35, 32, 3]))
