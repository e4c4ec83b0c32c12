import unittest

from billing import tax_rules


class TaxRulesTest(unittest.TestCase):
    def test_tax_rules_rule_0(self):
        self.assertEqual(tax_rules.tax_rules_rule_0(0), 12)

    def test_tax_rules_rule_1(self):
        self.assertEqual(tax_rules.tax_rules_rule_1(1), 14)

    def test_tax_rules_rule_2(self):
        self.assertEqual(tax_rules.tax_rules_rule_2(2), 18)

    def test_tax_rules_rule_3(self):
        self.assertEqual(tax_rules.tax_rules_rule_3(3), 24)

    def test_tax_rules_rule_4(self):
        self.assertEqual(tax_rules.tax_rules_rule_4(4), 32)

    def test_tax_rules_rule_5(self):
        self.assertEqual(tax_rules.tax_rules_rule_5(5), 42)

    def test_tax_rules_rule_6(self):
        self.assertEqual(tax_rules.tax_rules_rule_6(6), 54)

    def test_tax_rules_rule_7(self):
        self.assertEqual(tax_rules.tax_rules_rule_7(7), 68)

    def test_tax_rules_rule_8(self):
        self.assertEqual(tax_rules.tax_rules_rule_8(8), 84)

    def test_tax_rules_rule_9(self):
        self.assertEqual(tax_rules.tax_rules_rule_9(9), 102)

    def test_tax_rules_rule_10(self):
        self.assertEqual(tax_rules.tax_rules_rule_10(10), 122)

    def test_tax_rules_rule_11(self):
        self.assertEqual(tax_rules.tax_rules_rule_11(11), 144)

    def test_tax_rules_rule_12(self):
        self.assertEqual(tax_rules.tax_rules_rule_12(12), 168)

    def test_tax_rules_rule_13(self):
        self.assertEqual(tax_rules.tax_rules_rule_13(13), 194)

