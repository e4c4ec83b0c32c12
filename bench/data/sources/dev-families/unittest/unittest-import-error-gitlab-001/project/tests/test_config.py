import unittest

from ledger.config import load


class TestConfig(unittest.TestCase):
    def test_load(self):
        settings = load({"currency": "EUR", "locale": "de_DE", "ledger_path": "books"})
        self.assertEqual(settings["currency"], "EUR")

    def test_defaults_locale(self):
        settings = load({"currency": "EUR", "ledger_path": "books"})
        self.assertEqual(settings["locale"], "en_US")
