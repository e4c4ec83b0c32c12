import unittest

from ledger.catalog import normalize


class TestCatalogGgg(unittest.TestCase):
    def test_ggg_0142(self):
        self.assertEqual(normalize("ggg_142"), "GGG-0142")

    def test_ggg_0143(self):
        self.assertEqual(normalize("ggg_143"), "GGG-0143")

    def test_ggg_0144(self):
        self.assertEqual(normalize("ggg_144"), "GGG-0144")

    def test_ggg_0145(self):
        self.assertEqual(normalize("ggg_145"), "GGG-0145")

    def test_ggg_0146(self):
        self.assertEqual(normalize("ggg_146"), "GGG-0146")

    def test_ggg_0147(self):
        self.assertEqual(normalize("ggg_147"), "GGG-0147")

    def test_ggg_0148(self):
        self.assertEqual(normalize("ggg_148"), "GGG-0148")

    def test_ggg_0149(self):
        self.assertEqual(normalize("ggg_149"), "GGG-0149")

    def test_ggg_0150(self):
        self.assertEqual(normalize("ggg_150"), "GGG-0150")

    def test_ggg_0151(self):
        self.assertEqual(normalize("ggg_151"), "GGG-0151")

    def test_ggg_0152(self):
        self.assertEqual(normalize("ggg_152"), "GGG-0152")

    def test_ggg_0153(self):
        self.assertEqual(normalize("ggg_153"), "GGG-0153")

    def test_ggg_0154(self):
        self.assertEqual(normalize("ggg_154"), "GGG-0154")

    def test_ggg_0155(self):
        self.assertEqual(normalize("ggg_155"), "GGG-0155")

    def test_ggg_0156(self):
        self.assertEqual(normalize("ggg_156"), "GGG-0156")

    def test_ggg_0157(self):
        self.assertEqual(normalize("ggg_157"), "GGG-0157")

    def test_ggg_0158(self):
        self.assertEqual(normalize("ggg_158"), "GGG-0158")

    def test_ggg_0159(self):
        self.assertEqual(normalize("ggg_159"), "GGG-0159")

    def test_ggg_0160(self):
        self.assertEqual(normalize("ggg_160"), "GGG-0160")

    def test_ggg_0161(self):
        self.assertEqual(normalize("ggg_161"), "GGG-0161")

    def test_ggg_0162(self):
        self.assertEqual(normalize("ggg_162"), "GGG-0162")

    def test_ggg_0163(self):
        self.assertEqual(normalize("ggg_163"), "GGG-0163")

    def test_ggg_0164(self):
        self.assertEqual(normalize("ggg_164"), "GGG-0164")

    def test_ggg_0165(self):
        self.assertEqual(normalize("ggg_165"), "GGG-0165")

    def test_ggg_0166(self):
        self.assertEqual(normalize("ggg_166"), "GGG-0166")

    def test_ggg_0167(self):
        self.assertEqual(normalize("ggg_167"), "GGG-0167")

    def test_ggg_0168(self):
        self.assertEqual(normalize("ggg_168"), "GGG-0168")

    def test_ggg_0169(self):
        self.assertEqual(normalize("ggg_169"), "GGG-0169")

    def test_ggg_0170(self):
        self.assertEqual(normalize("ggg_170"), "GGG-0170")

    def test_ggg_0171(self):
        self.assertEqual(normalize("ggg_171"), "GGG-0171")

