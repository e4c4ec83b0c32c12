import unittest

from billing import discounts


class DiscountsTest(unittest.TestCase):
    def test_discounts_rule_0(self):
        self.assertEqual(discounts.discounts_rule_0(0), 1)

    def test_discounts_rule_1(self):
        self.assertEqual(discounts.discounts_rule_1(1), 3)

    def test_discounts_rule_2(self):
        self.assertEqual(discounts.discounts_rule_2(2), 7)

    def test_discounts_rule_3(self):
        self.assertEqual(discounts.discounts_rule_3(3), 13)

    def test_discounts_rule_4(self):
        self.assertEqual(discounts.discounts_rule_4(4), 21)

    def test_discounts_rule_5(self):
        self.assertEqual(discounts.discounts_rule_5(5), 31)

    def test_discounts_rule_6(self):
        self.assertEqual(discounts.discounts_rule_6(6), 43)

    def test_discounts_rule_7(self):
        self.assertEqual(discounts.discounts_rule_7(7), 57)

    def test_discounts_rule_8(self):
        self.assertEqual(discounts.discounts_rule_8(8), 73)

    def test_discounts_rule_9(self):
        self.assertEqual(discounts.discounts_rule_9(9), 91)

    def test_discounts_rule_10(self):
        self.assertEqual(discounts.discounts_rule_10(10), 111)

    def test_discounts_rule_11(self):
        self.assertEqual(discounts.discounts_rule_11(11), 133)

    def test_discounts_rule_12(self):
        self.assertEqual(discounts.discounts_rule_12(12), 157)

    def test_discounts_rule_13(self):
        self.assertEqual(discounts.discounts_rule_13(13), 183)

