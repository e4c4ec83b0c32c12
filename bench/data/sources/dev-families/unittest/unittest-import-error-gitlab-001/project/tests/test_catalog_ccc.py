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

    def test_ccc_0124(self):
        self.assertEqual(normalize("ccc_124"), "CCC-0124")

    def test_ccc_0125(self):
        self.assertEqual(normalize("ccc_125"), "CCC-0125")

    def test_ccc_0126(self):
        self.assertEqual(normalize("ccc_126"), "CCC-0126")

    def test_ccc_0127(self):
        self.assertEqual(normalize("ccc_127"), "CCC-0127")

    def test_ccc_0128(self):
        self.assertEqual(normalize("ccc_128"), "CCC-0128")

    def test_ccc_0129(self):
        self.assertEqual(normalize("ccc_129"), "CCC-0129")

    def test_ccc_0130(self):
        self.assertEqual(normalize("ccc_130"), "CCC-0130")

    def test_ccc_0131(self):
        self.assertEqual(normalize("ccc_131"), "CCC-0131")

    def test_ccc_0132(self):
        self.assertEqual(normalize("ccc_132"), "CCC-0132")

    def test_ccc_0133(self):
        self.assertEqual(normalize("ccc_133"), "CCC-0133")

    def test_ccc_0134(self):
        self.assertEqual(normalize("ccc_134"), "CCC-0134")

    def test_ccc_0135(self):
        self.assertEqual(normalize("ccc_135"), "CCC-0135")

    def test_ccc_0136(self):
        self.assertEqual(normalize("ccc_136"), "CCC-0136")

    def test_ccc_0137(self):
        self.assertEqual(normalize("ccc_137"), "CCC-0137")

    def test_ccc_0138(self):
        self.assertEqual(normalize("ccc_138"), "CCC-0138")

    def test_ccc_0139(self):
        self.assertEqual(normalize("ccc_139"), "CCC-0139")

    def test_ccc_0140(self):
        self.assertEqual(normalize("ccc_140"), "CCC-0140")

    def test_ccc_0141(self):
        self.assertEqual(normalize("ccc_141"), "CCC-0141")

    def test_ccc_0142(self):
        self.assertEqual(normalize("ccc_142"), "CCC-0142")

    def test_ccc_0143(self):
        self.assertEqual(normalize("ccc_143"), "CCC-0143")

