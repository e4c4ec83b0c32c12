import unittest

from ledger.catalog import normalize


class TestCatalogJjj(unittest.TestCase):
    def test_jjj_0163(self):
        self.assertEqual(normalize("jjj_163"), "JJJ-0163")

    def test_jjj_0164(self):
        self.assertEqual(normalize("jjj_164"), "JJJ-0164")

    def test_jjj_0165(self):
        self.assertEqual(normalize("jjj_165"), "JJJ-0165")

    def test_jjj_0166(self):
        self.assertEqual(normalize("jjj_166"), "JJJ-0166")

    def test_jjj_0167(self):
        self.assertEqual(normalize("jjj_167"), "JJJ-0167")

    def test_jjj_0168(self):
        self.assertEqual(normalize("jjj_168"), "JJJ-0168")

    def test_jjj_0169(self):
        self.assertEqual(normalize("jjj_169"), "JJJ-0169")

    def test_jjj_0170(self):
        self.assertEqual(normalize("jjj_170"), "JJJ-0170")

    def test_jjj_0171(self):
        self.assertEqual(normalize("jjj_171"), "JJJ-0171")

    def test_jjj_0172(self):
        self.assertEqual(normalize("jjj_172"), "JJJ-0172")

    def test_jjj_0173(self):
        self.assertEqual(normalize("jjj_173"), "JJJ-0173")

    def test_jjj_0174(self):
        self.assertEqual(normalize("jjj_174"), "JJJ-0174")

    def test_jjj_0175(self):
        self.assertEqual(normalize("jjj_175"), "JJJ-0175")

    def test_jjj_0176(self):
        self.assertEqual(normalize("jjj_176"), "JJJ-0176")

    def test_jjj_0177(self):
        self.assertEqual(normalize("jjj_177"), "JJJ-0177")

    def test_jjj_0178(self):
        self.assertEqual(normalize("jjj_178"), "JJJ-0178")

    def test_jjj_0179(self):
        self.assertEqual(normalize("jjj_179"), "JJJ-0179")

    def test_jjj_0180(self):
        self.assertEqual(normalize("jjj_180"), "JJJ-0180")

    def test_jjj_0181(self):
        self.assertEqual(normalize("jjj_181"), "JJJ-0181")

    def test_jjj_0182(self):
        self.assertEqual(normalize("jjj_182"), "JJJ-0182")

    def test_jjj_0183(self):
        self.assertEqual(normalize("jjj_183"), "JJJ-0183")

    def test_jjj_0184(self):
        self.assertEqual(normalize("jjj_184"), "JJJ-0184")

    def test_jjj_0185(self):
        self.assertEqual(normalize("jjj_185"), "JJJ-0185")

    def test_jjj_0186(self):
        self.assertEqual(normalize("jjj_186"), "JJJ-0186")

    def test_jjj_0187(self):
        self.assertEqual(normalize("jjj_187"), "JJJ-0187")

