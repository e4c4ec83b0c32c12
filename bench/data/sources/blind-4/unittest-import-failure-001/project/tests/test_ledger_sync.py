import unittest

from billing import ledger_sync


class LedgerSyncTest(unittest.TestCase):
    def test_ledger_sync_rule_0(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_0(0), 4)

    def test_ledger_sync_rule_1(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_1(1), 6)

    def test_ledger_sync_rule_2(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_2(2), 10)

    def test_ledger_sync_rule_3(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_3(3), 16)

    def test_ledger_sync_rule_4(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_4(4), 24)

    def test_ledger_sync_rule_5(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_5(5), 34)

    def test_ledger_sync_rule_6(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_6(6), 46)

    def test_ledger_sync_rule_7(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_7(7), 60)

    def test_ledger_sync_rule_8(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_8(8), 76)

    def test_ledger_sync_rule_9(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_9(9), 94)

    def test_ledger_sync_rule_10(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_10(10), 114)

    def test_ledger_sync_rule_11(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_11(11), 136)

    def test_ledger_sync_rule_12(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_12(12), 160)

    def test_ledger_sync_rule_13(self):
        self.assertEqual(ledger_sync.ledger_sync_rule_13(13), 186)

