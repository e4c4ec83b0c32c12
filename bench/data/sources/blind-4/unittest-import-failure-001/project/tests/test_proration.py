import unittest

from billing import proration


class ProrationTest(unittest.TestCase):
    def test_proration_rule_0(self):
        self.assertEqual(proration.proration_rule_0(0), 6)

    def test_proration_rule_1(self):
        self.assertEqual(proration.proration_rule_1(1), 8)

    def test_proration_rule_2(self):
        self.assertEqual(proration.proration_rule_2(2), 12)

    def test_proration_rule_3(self):
        self.assertEqual(proration.proration_rule_3(3), 18)

    def test_proration_rule_4(self):
        self.assertEqual(proration.proration_rule_4(4), 26)

    def test_proration_rule_5(self):
        self.assertEqual(proration.proration_rule_5(5), 36)

    def test_proration_rule_6(self):
        self.assertEqual(proration.proration_rule_6(6), 48)

    def test_proration_rule_7(self):
        self.assertEqual(proration.proration_rule_7(7), 62)

    def test_proration_rule_8(self):
        self.assertEqual(proration.proration_rule_8(8), 78)

    def test_proration_rule_9(self):
        self.assertEqual(proration.proration_rule_9(9), 96)

    def test_proration_rule_10(self):
        self.assertEqual(proration.proration_rule_10(10), 116)

    def test_proration_rule_11(self):
        self.assertEqual(proration.proration_rule_11(11), 138)

    def test_proration_rule_12(self):
        self.assertEqual(proration.proration_rule_12(12), 162)

    def test_proration_rule_13(self):
        self.assertEqual(proration.proration_rule_13(13), 188)

