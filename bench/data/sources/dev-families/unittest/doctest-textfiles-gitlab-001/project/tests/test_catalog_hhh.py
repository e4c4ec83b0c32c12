import unittest

from ledger.catalog import normalize


class TestCatalogHhh(unittest.TestCase):
    def test_hhh_0149(self):
        self.assertEqual(normalize("hhh_149"), "HHH-0149")

    def test_hhh_0150(self):
        self.assertEqual(normalize("hhh_150"), "HHH-0150")

    def test_hhh_0151(self):
        self.assertEqual(normalize("hhh_151"), "HHH-0151")

    def test_hhh_0152(self):
        self.assertEqual(normalize("hhh_152"), "HHH-0152")

    def test_hhh_0153(self):
        self.assertEqual(normalize("hhh_153"), "HHH-0153")

    def test_hhh_0154(self):
        self.assertEqual(normalize("hhh_154"), "HHH-0154")

    def test_hhh_0155(self):
        self.assertEqual(normalize("hhh_155"), "HHH-0155")

    def test_hhh_0156(self):
        self.assertEqual(normalize("hhh_156"), "HHH-0156")

    def test_hhh_0157(self):
        self.assertEqual(normalize("hhh_157"), "HHH-0157")

    def test_hhh_0158(self):
        self.assertEqual(normalize("hhh_158"), "HHH-0158")

    def test_hhh_0159(self):
        self.assertEqual(normalize("hhh_159"), "HHH-0159")

    def test_hhh_0160(self):
        self.assertEqual(normalize("hhh_160"), "HHH-0160")

    def test_hhh_0161(self):
        self.assertEqual(normalize("hhh_161"), "HHH-0161")

    def test_hhh_0162(self):
        self.assertEqual(normalize("hhh_162"), "HHH-0162")

    def test_hhh_0163(self):
        self.assertEqual(normalize("hhh_163"), "HHH-0163")

    def test_hhh_0164(self):
        self.assertEqual(normalize("hhh_164"), "HHH-0164")

    def test_hhh_0165(self):
        self.assertEqual(normalize("hhh_165"), "HHH-0165")

    def test_hhh_0166(self):
        self.assertEqual(normalize("hhh_166"), "HHH-0166")

    def test_hhh_0167(self):
        self.assertEqual(normalize("hhh_167"), "HHH-0167")

    def test_hhh_0168(self):
        self.assertEqual(normalize("hhh_168"), "HHH-0168")

    def test_hhh_0169(self):
        self.assertEqual(normalize("hhh_169"), "HHH-0169")

    def test_hhh_0170(self):
        self.assertEqual(normalize("hhh_170"), "HHH-0170")

    def test_hhh_0171(self):
        self.assertEqual(normalize("hhh_171"), "HHH-0171")

    def test_hhh_0172(self):
        self.assertEqual(normalize("hhh_172"), "HHH-0172")

    def test_hhh_0173(self):
        self.assertEqual(normalize("hhh_173"), "HHH-0173")

    def test_hhh_0174(self):
        self.assertEqual(normalize("hhh_174"), "HHH-0174")

    def test_hhh_0175(self):
        self.assertEqual(normalize("hhh_175"), "HHH-0175")

    def test_hhh_0176(self):
        self.assertEqual(normalize("hhh_176"), "HHH-0176")

    def test_hhh_0177(self):
        self.assertEqual(normalize("hhh_177"), "HHH-0177")

    def test_hhh_0178(self):
        self.assertEqual(normalize("hhh_178"), "HHH-0178")

