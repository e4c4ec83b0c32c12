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

    def test_bbb_0117(self):
        self.assertEqual(normalize("bbb_117"), "BBB-0117")

    def test_bbb_0118(self):
        self.assertEqual(normalize("bbb_118"), "BBB-0118")

    def test_bbb_0119(self):
        self.assertEqual(normalize("bbb_119"), "BBB-0119")

    def test_bbb_0120(self):
        self.assertEqual(normalize("bbb_120"), "BBB-0120")

    def test_bbb_0121(self):
        self.assertEqual(normalize("bbb_121"), "BBB-0121")

    def test_bbb_0122(self):
        self.assertEqual(normalize("bbb_122"), "BBB-0122")

    def test_bbb_0123(self):
        self.assertEqual(normalize("bbb_123"), "BBB-0123")

    def test_bbb_0124(self):
        self.assertEqual(normalize("bbb_124"), "BBB-0124")

    def test_bbb_0125(self):
        self.assertEqual(normalize("bbb_125"), "BBB-0125")

    def test_bbb_0126(self):
        self.assertEqual(normalize("bbb_126"), "BBB-0126")

    def test_bbb_0127(self):
        self.assertEqual(normalize("bbb_127"), "BBB-0127")

    def test_bbb_0128(self):
        self.assertEqual(normalize("bbb_128"), "BBB-0128")

    def test_bbb_0129(self):
        self.assertEqual(normalize("bbb_129"), "BBB-0129")

    def test_bbb_0130(self):
        self.assertEqual(normalize("bbb_130"), "BBB-0130")

    def test_bbb_0131(self):
        self.assertEqual(normalize("bbb_131"), "BBB-0131")

    def test_bbb_0132(self):
        self.assertEqual(normalize("bbb_132"), "BBB-0132")

    def test_bbb_0133(self):
        self.assertEqual(normalize("bbb_133"), "BBB-0133")

    def test_bbb_0134(self):
        self.assertEqual(normalize("bbb_134"), "BBB-0134")

    def test_bbb_0135(self):
        self.assertEqual(normalize("bbb_135"), "BBB-0135")

    def test_bbb_0136(self):
        self.assertEqual(normalize("bbb_136"), "BBB-0136")

