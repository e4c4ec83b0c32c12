import unittest

from billing import rounding


class RoundingTest(unittest.TestCase):
    def test_rounding_rule_0(self):
        self.assertEqual(rounding.rounding_rule_0(0), 10)

    def test_rounding_rule_1(self):
        self.assertEqual(rounding.rounding_rule_1(1), 12)

    def test_rounding_rule_2(self):
        self.assertEqual(rounding.rounding_rule_2(2), 16)

    def test_rounding_rule_3(self):
        self.assertEqual(rounding.rounding_rule_3(3), 22)

    def test_rounding_rule_4(self):
        self.assertEqual(rounding.rounding_rule_4(4), 30)

    def test_rounding_rule_5(self):
        self.assertEqual(rounding.rounding_rule_5(5), 40)

    def test_rounding_rule_6(self):
        self.assertEqual(rounding.rounding_rule_6(6), 52)

    def test_rounding_rule_7(self):
        self.assertEqual(rounding.rounding_rule_7(7), 66)

    def test_rounding_rule_8(self):
        self.assertEqual(rounding.rounding_rule_8(8), 82)

    def test_rounding_rule_9(self):
        self.assertEqual(rounding.rounding_rule_9(9), 100)

    def test_rounding_rule_10(self):
        self.assertEqual(rounding.rounding_rule_10(10), 120)

    def test_rounding_rule_11(self):
        self.assertEqual(rounding.rounding_rule_11(11), 142)

    def test_rounding_rule_12(self):
        self.assertEqual(rounding.rounding_rule_12(12), 166)

    def test_rounding_rule_13(self):
        self.assertEqual(rounding.rounding_rule_13(13), 192)

