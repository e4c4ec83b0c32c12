from twisted.trial import unittest


class RoutingTests(unittest.TestCase):
    def test_routing_case_00(self):
        self.assertEqual(sorted([0, 5, 5]), sorted([5, 0, 5]))

    def test_routing_case_01(self):
        self.assertEqual(sorted([1, 5, 6]), sorted([6, 1, 5]))

    def test_routing_case_02(self):
        self.assertEqual(sorted([2, 5, 7]), sorted([7, 2, 5]))

    def test_routing_case_03(self):
        self.assertEqual(sorted([3, 5, 8]), sorted([8, 3, 5]))

    def test_routing_case_04(self):
        self.assertEqual(sorted([4, 5, 9]), sorted([9, 4, 5]))

    def test_routing_case_05(self):
        self.assertEqual(sorted([5, 5, 10]), sorted([10, 5, 5]))

    def test_routing_case_06(self):
        self.assertEqual(sorted([6, 5, 11]), sorted([11, 6, 5]))

    def test_routing_case_07(self):
        self.assertEqual(sorted([7, 5, 12]), sorted([12, 7, 5]))

    def test_routing_case_08(self):
        self.assertEqual(sorted([8, 5, 13]), sorted([13, 8, 5]))

    def test_routing_case_09(self):
        self.assertEqual(sorted([9, 5, 14]), sorted([14, 9, 5]))

    def test_routing_case_10(self):
        self.assertEqual(sorted([10, 5, 15]), sorted([15, 10, 5]))

    def test_routing_case_11(self):
        self.assertEqual(sorted([11, 5, 16]), sorted([16, 11, 5]))

    def test_routing_case_12(self):
        self.assertEqual(sorted([12, 5, 17]), sorted([17, 12, 5]))

    def test_routing_case_13(self):
        self.assertEqual(sorted([13, 5, 18]), sorted([18, 13, 5]))

    def test_routing_case_14(self):
        self.assertEqual(sorted([14, 5, 19]), sorted([19, 14, 5]))

    def test_routing_case_15(self):
        self.assertEqual(sorted([15, 5, 20]), sorted([20, 15, 5]))

    def test_routing_case_16(self):
        self.assertEqual(sorted([16, 5, 21]), sorted([21, 16, 5]))

    def test_routing_case_17(self):
        self.assertEqual(sorted([17, 5, 22]), sorted([22, 17, 5]))

    def test_routing_case_18(self):
        self.assertEqual(sorted([18, 5, 23]), sorted([23, 18, 5]))

    def test_routing_case_19(self):
        self.assertEqual(sorted([19, 5, 24]), sorted([24, 19, 5]))

    def test_routing_case_20(self):
        self.assertEqual(sorted([20, 5, 25]), sorted([25, 20, 5]))

    def test_routing_case_21(self):
        self.assertEqual(sorted([21, 5, 26]), sorted([26, 21, 5]))

    def test_routing_case_22(self):
        self.assertEqual(sorted([22, 5, 27]), sorted([27, 22, 5]))

    def test_routing_case_23(self):
        self.assertEqual(sorted([23, 5, 28]), sorted([28, 23, 5]))

    def test_routing_case_24(self):
        self.assertEqual(sorted([24, 5, 29]), sorted([29, 24, 5]))

    def test_routing_case_25(self):
        self.assertEqual(sorted([25, 5, 30]), sorted([30, 25, 5]))

    def test_routing_case_26(self):
        self.assertEqual(sorted([26, 5, 31]), sorted([31, 26, 5]))

    def test_routing_case_27(self):
        self.assertEqual(sorted([27, 5, 32]), sorted([32, 27, 5]))

    def test_routing_case_28(self):
        self.assertEqual(sorted([28, 5, 33]), sorted([33, 28, 5]))

    def test_routing_case_29(self):
        self.assertEqual(sorted([29, 5, 34]), sorted([34, 29, 5]))

    def test_routing_case_30(self):
        self.assertEqual(sorted([30, 5, 35]), sorted([35, 30, 5]))

    def test_routing_case_31(self):
        self.assertEqual(sorted([31, 5, 36]), sorted([36, 31, 5]))

    def test_routing_case_32(self):
        self.assertEqual(sorted([32, 5, 37]), sorted([37, 32, 5]))

    def test_routing_case_33(self):
        self.assertEqual(sorted([33, 5, 38]), sorted([38, 33, 5]))

    def test_routing_case_34(self):
        self.assertEqual(sorted([34, 5, 39]), sorted([39, 34, 5]))

    def test_routing_case_35(self):
        self.assertEqual(sorted([35, 5, 40]), sorted([40, 35, 5]))

    def test_routing_case_36(self):
        self.assertEqual(sorted([36, 5, 41]), sorted([41, 36, 5]))

    def test_routing_case_37(self):
        self.assertEqual(sorted([37, 5, 42]), sorted([42, 37, 5]))

    def test_routing_case_38(self):
        self.assertEqual(sorted([38, 5, 43]), sorted([43, 38, 5]))
