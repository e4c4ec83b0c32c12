import unittest

from ledger.catalog import normalize


class TestCatalogCcc(unittest.TestCase):
    def test_ccc_0114(self):
        self.assertEqual(normalize("ccc_114"), "CCC-0114")

    def test_ccc_0115(self):
        self.assertEqual(normalize("ccc_115"), "CCC-0115")

    def test_ccc_0116(self):
        self.assertEqual(normalize("ccc_116"), "CCC-0116")

    def test_ccc_0117(self):
        self.assertEqual(normalize("ccc_117"), "CCC-0117")

    def test_ccc_0118(self):
        self.assertEqual(normalize("ccc_118"), "CCC-0118")

    def test_ccc_0119(self):
        self.assertEqual(normalize("ccc_119"), "CCC-0119")

    def test_ccc_0120(self):
        self.assertEqual(normalize("ccc_120"), "CCC-0120")

    def test_ccc_0121(self):
        self.assertEqual(normalize("ccc_121"), "CCC-0121")

    def test_ccc_0122(self):
        self.assertEqual(normalize("ccc_122"), "CCC-0122")

    def test_ccc_0123(self):
        self.assertEqual(normalize("ccc_123"), "CCC-0123")

