import unittest

from ledger.catalog import normalize


class TestCatalogEee(unittest.TestCase):
    def test_eee_0128(self):
        self.assertEqual(normalize("eee_128"), "EEE-0128")

    def test_eee_0129(self):
        self.assertEqual(normalize("eee_129"), "EEE-0129")

    def test_eee_0130(self):
        self.assertEqual(normalize("eee_130"), "EEE-0130")

    def test_eee_0131(self):
        self.assertEqual(normalize("eee_131"), "EEE-0131")

    def test_eee_0132(self):
        self.assertEqual(normalize("eee_132"), "EEE-0132")

    def test_eee_0133(self):
        self.assertEqual(normalize("eee_133"), "EEE-0133")

    def test_eee_0134(self):
        self.assertEqual(normalize("eee_134"), "EEE-0134")

    def test_eee_0135(self):
        self.assertEqual(normalize("eee_135"), "EEE-0135")

    def test_eee_0136(self):
        self.assertEqual(normalize("eee_136"), "EEE-0136")

    def test_eee_0137(self):
        self.assertEqual(normalize("eee_137"), "EEE-0137")

    def test_eee_0138(self):
        self.assertEqual(normalize("eee_138"), "EEE-0138")

    def test_eee_0139(self):
        self.assertEqual(normalize("eee_139"), "EEE-0139")

    def test_eee_0140(self):
        self.assertEqual(normalize("eee_140"), "EEE-0140")

    def test_eee_0141(self):
        self.assertEqual(normalize("eee_141"), "EEE-0141")

    def test_eee_0142(self):
        self.assertEqual(normalize("eee_142"), "EEE-0142")

    def test_eee_0143(self):
        self.assertEqual(normalize("eee_143"), "EEE-0143")

    def test_eee_0144(self):
        self.assertEqual(normalize("eee_144"), "EEE-0144")

    def test_eee_0145(self):
        self.assertEqual(normalize("eee_145"), "EEE-0145")

    def test_eee_0146(self):
        self.assertEqual(normalize("eee_146"), "EEE-0146")

    def test_eee_0147(self):
        self.assertEqual(normalize("eee_147"), "EEE-0147")

    def test_eee_0148(self):
        self.assertEqual(normalize("eee_148"), "EEE-0148")

    def test_eee_0149(self):
        self.assertEqual(normalize("eee_149"), "EEE-0149")

    def test_eee_0150(self):
        self.assertEqual(normalize("eee_150"), "EEE-0150")

    def test_eee_0151(self):
        self.assertEqual(normalize("eee_151"), "EEE-0151")

    def test_eee_0152(self):
        self.assertEqual(normalize("eee_152"), "EEE-0152")

    def test_eee_0153(self):
        self.assertEqual(normalize("eee_153"), "EEE-0153")

