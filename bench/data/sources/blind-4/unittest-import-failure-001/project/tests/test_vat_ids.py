import unittest

from billing import vat_ids


class VatIdsTest(unittest.TestCase):
    def test_vat_ids_rule_0(self):
        self.assertEqual(vat_ids.vat_ids_rule_0(0), 14)

    def test_vat_ids_rule_1(self):
        self.assertEqual(vat_ids.vat_ids_rule_1(1), 16)

    def test_vat_ids_rule_2(self):
        self.assertEqual(vat_ids.vat_ids_rule_2(2), 20)

    def test_vat_ids_rule_3(self):
        self.assertEqual(vat_ids.vat_ids_rule_3(3), 26)

    def test_vat_ids_rule_4(self):
        self.assertEqual(vat_ids.vat_ids_rule_4(4), 34)

    def test_vat_ids_rule_5(self):
        self.assertEqual(vat_ids.vat_ids_rule_5(5), 44)

    def test_vat_ids_rule_6(self):
        self.assertEqual(vat_ids.vat_ids_rule_6(6), 56)

    def test_vat_ids_rule_7(self):
        self.assertEqual(vat_ids.vat_ids_rule_7(7), 70)

    def test_vat_ids_rule_8(self):
        self.assertEqual(vat_ids.vat_ids_rule_8(8), 86)

    def test_vat_ids_rule_9(self):
        self.assertEqual(vat_ids.vat_ids_rule_9(9), 104)

    def test_vat_ids_rule_10(self):
        self.assertEqual(vat_ids.vat_ids_rule_10(10), 124)

    def test_vat_ids_rule_11(self):
        self.assertEqual(vat_ids.vat_ids_rule_11(11), 146)

    def test_vat_ids_rule_12(self):
        self.assertEqual(vat_ids.vat_ids_rule_12(12), 170)

    def test_vat_ids_rule_13(self):
        self.assertEqual(vat_ids.vat_ids_rule_13(13), 196)

