import unittest

from ledger.catalog import normalize


class TestCatalogIii(unittest.TestCase):
    def test_iii_0156(self):
        self.assertEqual(normalize("iii_156"), "III-0156")

    def test_iii_0157(self):
        self.assertEqual(normalize("iii_157"), "III-0157")

    def test_iii_0158(self):
        self.assertEqual(normalize("iii_158"), "III-0158")

    def test_iii_0159(self):
        self.assertEqual(normalize("iii_159"), "III-0159")

    def test_iii_0160(self):
        self.assertEqual(normalize("iii_160"), "III-0160")

    def test_iii_0161(self):
        self.assertEqual(normalize("iii_161"), "III-0161")

    def test_iii_0162(self):
        self.assertEqual(normalize("iii_162"), "III-0162")

    def test_iii_0163(self):
        self.assertEqual(normalize("iii_163"), "III-0163")

    def test_iii_0164(self):
        self.assertEqual(normalize("iii_164"), "III-0164")

    def test_iii_0165(self):
        self.assertEqual(normalize("iii_165"), "III-0165")

    def test_iii_0166(self):
        self.assertEqual(normalize("iii_166"), "III-0166")

    def test_iii_0167(self):
        self.assertEqual(normalize("iii_167"), "III-0167")

    def test_iii_0168(self):
        self.assertEqual(normalize("iii_168"), "III-0168")

    def test_iii_0169(self):
        self.assertEqual(normalize("iii_169"), "III-0169")

    def test_iii_0170(self):
        self.assertEqual(normalize("iii_170"), "III-0170")

    def test_iii_0171(self):
        self.assertEqual(normalize("iii_171"), "III-0171")

    def test_iii_0172(self):
        self.assertEqual(normalize("iii_172"), "III-0172")

    def test_iii_0173(self):
        self.assertEqual(normalize("iii_173"), "III-0173")

    def test_iii_0174(self):
        self.assertEqual(normalize("iii_174"), "III-0174")

    def test_iii_0175(self):
        self.assertEqual(normalize("iii_175"), "III-0175")

    def test_iii_0176(self):
        self.assertEqual(normalize("iii_176"), "III-0176")

    def test_iii_0177(self):
        self.assertEqual(normalize("iii_177"), "III-0177")

    def test_iii_0178(self):
        self.assertEqual(normalize("iii_178"), "III-0178")

    def test_iii_0179(self):
        self.assertEqual(normalize("iii_179"), "III-0179")

    def test_iii_0180(self):
        self.assertEqual(normalize("iii_180"), "III-0180")

    def test_iii_0181(self):
        self.assertEqual(normalize("iii_181"), "III-0181")

    def test_iii_0182(self):
        self.assertEqual(normalize("iii_182"), "III-0182")

    def test_iii_0183(self):
        self.assertEqual(normalize("iii_183"), "III-0183")

    def test_iii_0184(self):
        self.assertEqual(normalize("iii_184"), "III-0184")

    def test_iii_0185(self):
        self.assertEqual(normalize("iii_185"), "III-0185")

