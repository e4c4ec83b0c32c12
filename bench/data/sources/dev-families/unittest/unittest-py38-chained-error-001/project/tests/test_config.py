import unittest

from ledger.config import load


class TestConfig(unittest.TestCase):
    def test_load_full(self):
        settings = load({"currency": "EUR", "locale": "de_DE", "ledger_path": "books"})
        self.assertEqual(settings["ledger_path"], "books")
