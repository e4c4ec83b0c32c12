import unittest

from billing import currency


class CurrencyTest(unittest.TestCase):
    def test_currency_rule_0(self):
        self.assertEqual(currency.currency_rule_0(0), 0)

    def test_currency_rule_1(self):
        self.assertEqual(currency.currency_rule_1(1), 2)

    def test_currency_rule_2(self):
        self.assertEqual(currency.currency_rule_2(2), 6)

    def test_currency_rule_3(self):
        self.assertEqual(currency.currency_rule_3(3), 12)

    def test_currency_rule_4(self):
        self.assertEqual(currency.currency_rule_4(4), 20)

    def test_currency_rule_5(self):
        self.assertEqual(currency.currency_rule_5(5), 30)

    def test_currency_rule_6(self):
        self.assertEqual(currency.currency_rule_6(6), 42)

    def test_currency_rule_7(self):
        self.assertEqual(currency.currency_rule_7(7), 56)

    def test_currency_rule_8(self):
        self.assertEqual(currency.currency_rule_8(8), 72)

    def test_currency_rule_9(self):
        self.assertEqual(currency.currency_rule_9(9), 90)

    def test_currency_rule_10(self):
        self.assertEqual(currency.currency_rule_10(10), 110)

    def test_currency_rule_11(self):
        self.assertEqual(currency.currency_rule_11(11), 132)

    def test_currency_rule_12(self):
        self.assertEqual(currency.currency_rule_12(12), 156)

    def test_currency_rule_13(self):
        self.assertEqual(currency.currency_rule_13(13), 182)

