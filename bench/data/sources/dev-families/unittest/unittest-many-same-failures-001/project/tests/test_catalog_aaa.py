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

    def test_aaa_0110(self):
        self.assertEqual(normalize("aaa_110"), "AAA-0110")

    def test_aaa_0111(self):
        self.assertEqual(normalize("aaa_111"), "AAA-0111")

    def test_aaa_0112(self):
        self.assertEqual(normalize("aaa_112"), "AAA-0112")

    def test_aaa_0113(self):
        self.assertEqual(normalize("aaa_113"), "AAA-0113")

    def test_aaa_0114(self):
        self.assertEqual(normalize("aaa_114"), "AAA-0114")

    def test_aaa_0115(self):
        self.assertEqual(normalize("aaa_115"), "AAA-0115")

    def test_aaa_0116(self):
        self.assertEqual(normalize("aaa_116"), "AAA-0116")

    def test_aaa_0117(self):
        self.assertEqual(normalize("aaa_117"), "AAA-0117")

    def test_aaa_0118(self):
        self.assertEqual(normalize("aaa_118"), "AAA-0118")

    def test_aaa_0119(self):
        self.assertEqual(normalize("aaa_119"), "AAA-0119")

    def test_aaa_0120(self):
        self.assertEqual(normalize("aaa_120"), "AAA-0120")

    def test_aaa_0121(self):
        self.assertEqual(normalize("aaa_121"), "AAA-0121")

    def test_aaa_0122(self):
        self.assertEqual(normalize("aaa_122"), "AAA-0122")

    def test_aaa_0123(self):
        self.assertEqual(normalize("aaa_123"), "AAA-0123")

    def test_aaa_0124(self):
        self.assertEqual(normalize("aaa_124"), "AAA-0124")

    def test_aaa_0125(self):
        self.assertEqual(normalize("aaa_125"), "AAA-0125")

    def test_aaa_0126(self):
        self.assertEqual(normalize("aaa_126"), "AAA-0126")

    def test_aaa_0127(self):
        self.assertEqual(normalize("aaa_127"), "AAA-0127")

