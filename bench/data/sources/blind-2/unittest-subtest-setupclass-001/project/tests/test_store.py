import unittest

from ledgerkit.store import open_store, post_journal


class TestLedgerStore(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.conn = open_store()
        cls.conn.execute("INSERT INTO accounts VALUES ('1000', 'Cash', 'asset')")
        cls.conn.execute("INSERT INTO accounts VALUES ('4000', 'Sales', 'income')")

    def test_balanced_journal_is_stored(self):
        post_journal(self.conn, 1, [("1000", 1250), ("4000", -1250)])
        rows = self.conn.execute("SELECT COUNT(*) FROM entries").fetchone()
        self.assertEqual(rows[0], 2)

    def test_unbalanced_journal_is_rejected(self):
        with self.assertRaises(ValueError):
            post_journal(self.conn, 2, [("1000", 1250), ("4000", -1000)])
