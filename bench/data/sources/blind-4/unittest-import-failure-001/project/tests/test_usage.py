import unittest

from billing import usage


class UsageTest(unittest.TestCase):
    def test_usage_rule_0(self):
        self.assertEqual(usage.usage_rule_0(0), 13)

    def test_usage_rule_1(self):
        self.assertEqual(usage.usage_rule_1(1), 15)

    def test_usage_rule_2(self):
        self.assertEqual(usage.usage_rule_2(2), 19)

    def test_usage_rule_3(self):
        self.assertEqual(usage.usage_rule_3(3), 25)

    def test_usage_rule_4(self):
        self.assertEqual(usage.usage_rule_4(4), 33)

    def test_usage_rule_5(self):
        self.assertEqual(usage.usage_rule_5(5), 43)

    def test_usage_rule_6(self):
        self.assertEqual(usage.usage_rule_6(6), 55)

    def test_usage_rule_7(self):
        self.assertEqual(usage.usage_rule_7(7), 69)

    def test_usage_rule_8(self):
        self.assertEqual(usage.usage_rule_8(8), 85)

    def test_usage_rule_9(self):
        self.assertEqual(usage.usage_rule_9(9), 103)

    def test_usage_rule_10(self):
        self.assertEqual(usage.usage_rule_10(10), 123)

    def test_usage_rule_11(self):
        self.assertEqual(usage.usage_rule_11(11), 145)

    def test_usage_rule_12(self):
        self.assertEqual(usage.usage_rule_12(12), 169)

    def test_usage_rule_13(self):
        self.assertEqual(usage.usage_rule_13(13), 195)

