import unittest

from billing import refunds


class RefundsTest(unittest.TestCase):
    def test_refunds_rule_0(self):
        self.assertEqual(refunds.refunds_rule_0(0), 8)

    def test_refunds_rule_1(self):
        self.assertEqual(refunds.refunds_rule_1(1), 10)

    def test_refunds_rule_2(self):
        self.assertEqual(refunds.refunds_rule_2(2), 14)

    def test_refunds_rule_3(self):
        self.assertEqual(refunds.refunds_rule_3(3), 20)

    def test_refunds_rule_4(self):
        self.assertEqual(refunds.refunds_rule_4(4), 28)

    def test_refunds_rule_5(self):
        self.assertEqual(refunds.refunds_rule_5(5), 38)

    def test_refunds_rule_6(self):
        self.assertEqual(refunds.refunds_rule_6(6), 50)

    def test_refunds_rule_7(self):
        self.assertEqual(refunds.refunds_rule_7(7), 64)

    def test_refunds_rule_8(self):
        self.assertEqual(refunds.refunds_rule_8(8), 80)

    def test_refunds_rule_9(self):
        self.assertEqual(refunds.refunds_rule_9(9), 98)

    def test_refunds_rule_10(self):
        self.assertEqual(refunds.refunds_rule_10(10), 118)

    def test_refunds_rule_11(self):
        self.assertEqual(refunds.refunds_rule_11(11), 140)

    def test_refunds_rule_12(self):
        self.assertEqual(refunds.refunds_rule_12(12), 164)

    def test_refunds_rule_13(self):
        self.assertEqual(refunds.refunds_rule_13(13), 190)

