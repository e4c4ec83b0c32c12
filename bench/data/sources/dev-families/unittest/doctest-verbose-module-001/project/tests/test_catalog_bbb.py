import unittest

from ledger.catalog import normalize


class TestCatalogBbb(unittest.TestCase):
    def test_bbb_0107(self):
        self.assertEqual(normalize("bbb_107"), "BBB-0107")

    def test_bbb_0108(self):
        self.assertEqual(normalize("bbb_108"), "BBB-0108")

    def test_bbb_0109(self):
        self.assertEqual(normalize("bbb_109"), "BBB-0109")

    def test_bbb_0110(self):
        self.assertEqual(normalize("bbb_110"), "BBB-0110")

    def test_bbb_0111(self):
        self.assertEqual(normalize("bbb_111"), "BBB-0111")

    def test_bbb_0112(self):
        self.assertEqual(normalize("bbb_112"), "BBB-0112")

    def test_bbb_0113(self):
        self.assertEqual(normalize("bbb_113"), "BBB-0113")

    def test_bbb_0114(self):
        self.assertEqual(normalize("bbb_114"), "BBB-0114")

    def test_bbb_0115(self):
        self.assertEqual(normalize("bbb_115"), "BBB-0115")

    def test_bbb_0116(self):
        self.assertEqual(normalize("bbb_116"), "BBB-0116")

