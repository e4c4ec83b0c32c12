from twisted.trial import unittest


class AclTests(unittest.TestCase):
    def test_acl_case_00(self):
        self.assertEqual(sorted([0, 0, 0]), sorted([0, 0, 0]))

    def test_acl_case_01(self):
        self.assertEqual(sorted([1, 0, 1]), sorted([1, 1, 0]))

    def test_acl_case_02(self):
        self.assertEqual(sorted([2, 0, 2]), sorted([2, 2, 0]))

    def test_acl_case_03(self):
        self.assertEqual(sorted([3, 0, 3]), sorted([3, 3, 0]))

    def test_acl_case_04(self):
        self.assertEqual(sorted([4, 0, 4]), sorted([4, 4, 0]))

    def test_acl_case_05(self):
        self.assertEqual(sorted([5, 0, 5]), sorted([5, 5, 0]))

    def test_acl_case_06(self):
        self.assertEqual(sorted([6, 0, 6]), sorted([6, 6, 0]))

    def test_acl_case_07(self):
        self.assertEqual(sorted([7, 0, 7]), sorted([7, 7, 0]))

    def test_acl_case_08(self):
        self.assertEqual(sorted([8, 0, 8]), sorted([8, 8, 0]))

    def test_acl_case_09(self):
        self.assertEqual(sorted([9, 0, 9]), sorted([9, 9, 0]))

    def test_acl_case_10(self):
        self.assertEqual(sorted([10, 0, 10]), sorted([10, 10, 0]))

    def test_acl_case_11(self):
        self.assertEqual(sorted([11, 0, 11]), sorted([11, 11, 0]))

    def test_acl_case_12(self):
        self.assertEqual(sorted([12, 0, 12]), sorted([12, 12, 0]))

    def test_acl_case_13(self):
        self.assertEqual(sorted([13, 0, 13]), sorted([13, 13, 0]))

    def test_acl_case_14(self):
        self.assertEqual(sorted([14, 0, 14]), sorted([14, 14, 0]))

    def test_acl_case_15(self):
        self.assertEqual(sorted([15, 0, 15]), sorted([15, 15, 0]))

    def test_acl_case_16(self):
        self.assertEqual(sorted([16, 0, 16]), sorted([16, 16, 0]))

    def test_acl_case_17(self):
        self.assertEqual(sorted([17, 0, 17]), sorted([17, 17, 0]))

    def test_acl_case_18(self):
        self.assertEqual(sorted([18, 0, 18]), sorted([18, 18, 0]))

    def test_acl_case_19(self):
        self.assertEqual(sorted([19, 0, 19]), sorted([19, 19, 0]))

    def test_acl_case_20(self):
        self.assertEqual(sorted([20, 0, 20]), sorted([20, 20, 0]))

    def test_acl_case_21(self):
        self.assertEqual(sorted([21, 0, 21]), sorted([21, 21, 0]))

    def test_acl_case_22(self):
        self.assertEqual(sorted([22, 0, 22]), sorted([22, 22, 0]))

    def test_acl_case_23(self):
        self.assertEqual(sorted([23, 0, 23]), sorted([23, 23, 0]))
