import unittest

from ledger.catalog import normalize


class TestCatalogFff(unittest.TestCase):
    def test_fff_0135(self):
        self.assertEqual(normalize("fff_135"), "FFF-0135")

    def test_fff_0136(self):
        self.assertEqual(normalize("fff_136"), "FFF-0136")

    def test_fff_0137(self):
        self.assertEqual(normalize("fff_137"), "FFF-0137")

    def test_fff_0138(self):
        self.assertEqual(normalize("fff_138"), "FFF-0138")

    def test_fff_0139(self):
        self.assertEqual(normalize("fff_139"), "FFF-0139")

    def test_fff_0140(self):
        self.assertEqual(normalize("fff_140"), "FFF-0140")

    def test_fff_0141(self):
        self.assertEqual(normalize("fff_141"), "FFF-0141")

    def test_fff_0142(self):
        self.assertEqual(normalize("fff_142"), "FFF-0142")

    def test_fff_0143(self):
        self.assertEqual(normalize("fff_143"), "FFF-0143")

    def test_fff_0144(self):
        self.assertEqual(normalize("fff_144"), "FFF-0144")

    def test_fff_0145(self):
        self.assertEqual(normalize("fff_145"), "FFF-0145")

    def test_fff_0146(self):
        self.assertEqual(normalize("fff_146"), "FFF-0146")

    def test_fff_0147(self):
        self.assertEqual(normalize("fff_147"), "FFF-0147")

    def test_fff_0148(self):
        self.assertEqual(normalize("fff_148"), "FFF-0148")

    def test_fff_0149(self):
        self.assertEqual(normalize("fff_149"), "FFF-0149")

    def test_fff_0150(self):
        self.assertEqual(normalize("fff_150"), "FFF-0150")

    def test_fff_0151(self):
        self.assertEqual(normalize("fff_151"), "FFF-0151")

    def test_fff_0152(self):
        self.assertEqual(normalize("fff_152"), "FFF-0152")

    def test_fff_0153(self):
        self.assertEqual(normalize("fff_153"), "FFF-0153")

    def test_fff_0154(self):
        self.assertEqual(normalize("fff_154"), "FFF-0154")

    def test_fff_0155(self):
        self.assertEqual(normalize("fff_155"), "FFF-0155")

    def test_fff_0156(self):
        self.assertEqual(normalize("fff_156"), "FFF-0156")

    def test_fff_0157(self):
        self.assertEqual(normalize("fff_157"), "FFF-0157")

    def test_fff_0158(self):
        self.assertEqual(normalize("fff_158"), "FFF-0158")

    def test_fff_0159(self):
        self.assertEqual(normalize("fff_159"), "FFF-0159")

    def test_fff_0160(self):
        self.assertEqual(normalize("fff_160"), "FFF-0160")

    def test_fff_0161(self):
        self.assertEqual(normalize("fff_161"), "FFF-0161")

    def test_fff_0162(self):
        self.assertEqual(normalize("fff_162"), "FFF-0162")

    def test_fff_0163(self):
        self.assertEqual(normalize("fff_163"), "FFF-0163")

    def test_fff_0164(self):
        self.assertEqual(normalize("fff_164"), "FFF-0164")

