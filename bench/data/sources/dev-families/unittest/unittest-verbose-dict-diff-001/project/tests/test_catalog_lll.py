import unittest

from ledger.catalog import normalize


class TestCatalogLll(unittest.TestCase):
    def test_lll_0177(self):
        self.assertEqual(normalize("lll_177"), "LLL-0177")

    def test_lll_0178(self):
        self.assertEqual(normalize("lll_178"), "LLL-0178")

    def test_lll_0179(self):
        self.assertEqual(normalize("lll_179"), "LLL-0179")

    def test_lll_0180(self):
        self.assertEqual(normalize("lll_180"), "LLL-0180")

    def test_lll_0181(self):
        self.assertEqual(normalize("lll_181"), "LLL-0181")

    def test_lll_0182(self):
        self.assertEqual(normalize("lll_182"), "LLL-0182")

    def test_lll_0183(self):
        self.assertEqual(normalize("lll_183"), "LLL-0183")

    def test_lll_0184(self):
        self.assertEqual(normalize("lll_184"), "LLL-0184")

    def test_lll_0185(self):
        self.assertEqual(normalize("lll_185"), "LLL-0185")

    def test_lll_0186(self):
        self.assertEqual(normalize("lll_186"), "LLL-0186")

    def test_lll_0187(self):
        self.assertEqual(normalize("lll_187"), "LLL-0187")

    def test_lll_0188(self):
        self.assertEqual(normalize("lll_188"), "LLL-0188")

    def test_lll_0189(self):
        self.assertEqual(normalize("lll_189"), "LLL-0189")

    def test_lll_0190(self):
        self.assertEqual(normalize("lll_190"), "LLL-0190")

    def test_lll_0191(self):
        self.assertEqual(normalize("lll_191"), "LLL-0191")

    def test_lll_0192(self):
        self.assertEqual(normalize("lll_192"), "LLL-0192")

    def test_lll_0193(self):
        self.assertEqual(normalize("lll_193"), "LLL-0193")

    def test_lll_0194(self):
        self.assertEqual(normalize("lll_194"), "LLL-0194")

    def test_lll_0195(self):
        self.assertEqual(normalize("lll_195"), "LLL-0195")

    def test_lll_0196(self):
        self.assertEqual(normalize("lll_196"), "LLL-0196")

    def test_lll_0197(self):
        self.assertEqual(normalize("lll_197"), "LLL-0197")

    def test_lll_0198(self):
        self.assertEqual(normalize("lll_198"), "LLL-0198")

    def test_lll_0199(self):
        self.assertEqual(normalize("lll_199"), "LLL-0199")

    def test_lll_0200(self):
        self.assertEqual(normalize("lll_200"), "LLL-0200")

    def test_lll_0201(self):
        self.assertEqual(normalize("lll_201"), "LLL-0201")

    def test_lll_0202(self):
        self.assertEqual(normalize("lll_202"), "LLL-0202")

