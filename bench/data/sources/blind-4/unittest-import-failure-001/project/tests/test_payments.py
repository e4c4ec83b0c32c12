import unittest

from billing import payments


class PaymentsTest(unittest.TestCase):
    def test_payments_rule_0(self):
        self.assertEqual(payments.payments_rule_0(0), 5)

    def test_payments_rule_1(self):
        self.assertEqual(payments.payments_rule_1(1), 7)

    def test_payments_rule_2(self):
        self.assertEqual(payments.payments_rule_2(2), 11)

    def test_payments_rule_3(self):
        self.assertEqual(payments.payments_rule_3(3), 17)

    def test_payments_rule_4(self):
        self.assertEqual(payments.payments_rule_4(4), 25)

    def test_payments_rule_5(self):
        self.assertEqual(payments.payments_rule_5(5), 35)

    def test_payments_rule_6(self):
        self.assertEqual(payments.payments_rule_6(6), 47)

    def test_payments_rule_7(self):
        self.assertEqual(payments.payments_rule_7(7), 61)

    def test_payments_rule_8(self):
        self.assertEqual(payments.payments_rule_8(8), 77)

    def test_payments_rule_9(self):
        self.assertEqual(payments.payments_rule_9(9), 95)

    def test_payments_rule_10(self):
        self.assertEqual(payments.payments_rule_10(10), 115)

    def test_payments_rule_11(self):
        self.assertEqual(payments.payments_rule_11(11), 137)

    def test_payments_rule_12(self):
        self.assertEqual(payments.payments_rule_12(12), 161)

    def test_payments_rule_13(self):
        self.assertEqual(payments.payments_rule_13(13), 187)

