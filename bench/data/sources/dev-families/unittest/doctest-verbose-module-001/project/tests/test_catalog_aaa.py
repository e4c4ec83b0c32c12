import unittest

from ledger.catalog import normalize


class TestCatalogAaa(unittest.TestCase):
    def test_aaa_0100(self):
        self.assertEqual(normalize("aaa_100"), "AAA-0100")

    def test_aaa_0101(self):
        self.assertEqual(normalize("aaa_101"), "AAA-0101")

    def test_aaa_0102(self):
        self.assertEqual(normalize("aaa_102"), "AAA-0102")

    def test_aaa_0103(self):
        self.assertEqual(normalize("aaa_103"), "AAA-0103")

    def test_aaa_0104(self):
        self.assertEqual(normalize("aaa_104"), "AAA-0104")

    def test_aaa_0105(self):
        self.assertEqual(normalize("aaa_105"), "AAA-0105")

    def test_aaa_0106(self):
        self.assertEqual(normalize("aaa_106"), "AAA-0106")

    def test_aaa_0107(self):
        self.assertEqual(normalize("aaa_107"), "AAA-0107")

    def test_aaa_0108(self):
        self.assertEqual(normalize("aaa_108"), "AAA-0108")

    def test_aaa_0109(self):
        self.assertEqual(normalize("aaa_109"), "AAA-0109")

