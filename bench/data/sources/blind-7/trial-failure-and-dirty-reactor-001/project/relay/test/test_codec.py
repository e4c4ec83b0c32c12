from twisted.trial import unittest


class CodecTests(unittest.TestCase):
    def test_codec_case_00(self):
        self.assertEqual(sorted([0, 2, 2]), sorted([2, 0, 2]))

    def test_codec_case_01(self):
        self.assertEqual(sorted([1, 2, 3]), sorted([3, 1, 2]))

    def test_codec_case_02(self):
        self.assertEqual(sorted([2, 2, 4]), sorted([4, 2, 2]))

    def test_codec_case_03(self):
        self.assertEqual(sorted([3, 2, 5]), sorted([5, 3, 2]))

    def test_codec_case_04(self):
        self.assertEqual(sorted([4, 2, 6]), sorted([6, 4, 2]))

    def test_codec_case_05(self):
        self.assertEqual(sorted([5, 2, 7]), sorted([7, 5, 2]))

    def test_codec_case_06(self):
        self.assertEqual(sorted([6, 2, 8]), sorted([8, 6, 2]))

    def test_codec_case_07(self):
        self.assertEqual(sorted([7, 2, 9]), sorted([9, 7, 2]))

    def test_codec_case_08(self):
        self.assertEqual(sorted([8, 2, 10]), sorted([10, 8, 2]))

    def test_codec_case_09(self):
        self.assertEqual(sorted([9, 2, 11]), sorted([11, 9, 2]))

    def test_codec_case_10(self):
        self.assertEqual(sorted([10, 2, 12]), sorted([12, 10, 2]))

    def test_codec_case_11(self):
        self.assertEqual(sorted([11, 2, 13]), sorted([13, 11, 2]))

    def test_codec_case_12(self):
        self.assertEqual(sorted([12, 2, 14]), sorted([14, 12, 2]))

    def test_codec_case_13(self):
        self.assertEqual(sorted([13, 2, 15]), sorted([15, 13, 2]))

    def test_codec_case_14(self):
        self.assertEqual(sorted([14, 2, 16]), sorted([16, 14, 2]))

    def test_codec_case_15(self):
        self.assertEqual(sorted([15, 2, 17]), sorted([17, 15, 2]))

    def test_codec_case_16(self):
        self.assertEqual(sorted([16, 2, 18]), sorted([18, 16, 2]))

    def test_codec_case_17(self):
        self.assertEqual(sorted([17, 2, 19]), sorted([19, 17, 2]))

    def test_codec_case_18(self):
        self.assertEqual(sorted([18, 2, 20]), sorted([20, 18, 2]))

    def test_codec_case_19(self):
        self.assertEqual(sorted([19, 2, 21]), sorted([21, 19, 2]))

    def test_codec_case_20(self):
        self.assertEqual(sorted([20, 2, 22]), sorted([22, 20, 2]))

    def test_codec_case_21(self):
        self.assertEqual(sorted([21, 2, 23]), sorted([23, 21, 2]))

    def test_codec_case_22(self):
        self.assertEqual(sorted([22, 2, 24]), sorted([24, 22, 2]))

    def test_codec_case_23(self):
        self.assertEqual(sorted([23, 2, 25]), sorted([25, 23, 2]))

    def test_codec_case_24(self):
        self.assertEqual(sorted([24, 2, 26]), sorted([26, 24, 2]))

    def test_codec_case_25(self):
        self.assertEqual(sorted([25, 2, 27]), sorted([27, 25, 2]))

    def test_codec_case_26(self):
        self.assertEqual(sorted([26, 2, 28]), sorted([28, 26, 2]))

    def test_codec_case_27(self):
        self.assertEqual(sorted([27, 2, 29]), sorted([29, 27, 2]))

    def test_codec_case_28(self):
        self.assertEqual(sorted([28, 2, 30]), sorted([30, 28, 2]))

    def test_codec_case_29(self):
        self.assertEqual(sorted([29, 2, 31]), sorted([31, 29, 2]))
