import unittest

from billing import receipts


class ReceiptsTest(unittest.TestCase):
    def test_receipts_rule_0(self):
        self.assertEqual(receipts.receipts_rule_0(0), 7)

    def test_receipts_rule_1(self):
        self.assertEqual(receipts.receipts_rule_1(1), 9)

    def test_receipts_rule_2(self):
        self.assertEqual(receipts.receipts_rule_2(2), 13)

    def test_receipts_rule_3(self):
        self.assertEqual(receipts.receipts_rule_3(3), 19)

    def test_receipts_rule_4(self):
        self.assertEqual(receipts.receipts_rule_4(4), 27)

    def test_receipts_rule_5(self):
        self.assertEqual(receipts.receipts_rule_5(5), 37)

    def test_receipts_rule_6(self):
        self.assertEqual(receipts.receipts_rule_6(6), 49)

    def test_receipts_rule_7(self):
        self.assertEqual(receipts.receipts_rule_7(7), 63)

    def test_receipts_rule_8(self):
        self.assertEqual(receipts.receipts_rule_8(8), 79)

    def test_receipts_rule_9(self):
        self.assertEqual(receipts.receipts_rule_9(9), 97)

    def test_receipts_rule_10(self):
        self.assertEqual(receipts.receipts_rule_10(10), 117)

    def test_receipts_rule_11(self):
        self.assertEqual(receipts.receipts_rule_11(11), 139)

    def test_receipts_rule_12(self):
        self.assertEqual(receipts.receipts_rule_12(12), 163)

    def test_receipts_rule_13(self):
        self.assertEqual(receipts.receipts_rule_13(13), 189)

