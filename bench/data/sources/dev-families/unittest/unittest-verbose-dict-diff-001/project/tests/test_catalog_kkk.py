import unittest

from ledger.catalog import normalize


class TestCatalogKkk(unittest.TestCase):
    def test_kkk_0170(self):
        self.assertEqual(normalize("kkk_170"), "KKK-0170")

    def test_kkk_0171(self):
        self.assertEqual(normalize("kkk_171"), "KKK-0171")

    def test_kkk_0172(self):
        self.assertEqual(normalize("kkk_172"), "KKK-0172")

    def test_kkk_0173(self):
        self.assertEqual(normalize("kkk_173"), "KKK-0173")

    def test_kkk_0174(self):
        self.assertEqual(normalize("kkk_174"), "KKK-0174")

    def test_kkk_0175(self):
        self.assertEqual(normalize("kkk_175"), "KKK-0175")

    def test_kkk_0176(self):
        self.assertEqual(normalize("kkk_176"), "KKK-0176")

    def test_kkk_0177(self):
        self.assertEqual(normalize("kkk_177"), "KKK-0177")

    def test_kkk_0178(self):
        self.assertEqual(normalize("kkk_178"), "KKK-0178")

    def test_kkk_0179(self):
        self.assertEqual(normalize("kkk_179"), "KKK-0179")

    def test_kkk_0180(self):
        self.assertEqual(normalize("kkk_180"), "KKK-0180")

    def test_kkk_0181(self):
        self.assertEqual(normalize("kkk_181"), "KKK-0181")

    def test_kkk_0182(self):
        self.assertEqual(normalize("kkk_182"), "KKK-0182")

    def test_kkk_0183(self):
        self.assertEqual(normalize("kkk_183"), "KKK-0183")

    def test_kkk_0184(self):
        self.assertEqual(normalize("kkk_184"), "KKK-0184")

    def test_kkk_0185(self):
        self.assertEqual(normalize("kkk_185"), "KKK-0185")

    def test_kkk_0186(self):
        self.assertEqual(normalize("kkk_186"), "KKK-0186")

    def test_kkk_0187(self):
        self.assertEqual(normalize("kkk_187"), "KKK-0187")

    def test_kkk_0188(self):
        self.assertEqual(normalize("kkk_188"), "KKK-0188")

    def test_kkk_0189(self):
        self.assertEqual(normalize("kkk_189"), "KKK-0189")

    def test_kkk_0190(self):
        self.assertEqual(normalize("kkk_190"), "KKK-0190")

    def test_kkk_0191(self):
        self.assertEqual(normalize("kkk_191"), "KKK-0191")

    def test_kkk_0192(self):
        self.assertEqual(normalize("kkk_192"), "KKK-0192")

    def test_kkk_0193(self):
        self.assertEqual(normalize("kkk_193"), "KKK-0193")

    def test_kkk_0194(self):
        self.assertEqual(normalize("kkk_194"), "KKK-0194")

    def test_kkk_0195(self):
        self.assertEqual(normalize("kkk_195"), "KKK-0195")

