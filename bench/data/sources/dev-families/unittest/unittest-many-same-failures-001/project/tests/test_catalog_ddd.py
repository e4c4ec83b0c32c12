import unittest

from ledger.catalog import normalize


class TestCatalogDdd(unittest.TestCase):
    def test_ddd_0121(self):
        self.assertEqual(normalize("ddd_121"), "DDD-0121")

    def test_ddd_0122(self):
        self.assertEqual(normalize("ddd_122"), "DDD-0122")

    def test_ddd_0123(self):
        self.assertEqual(normalize("ddd_123"), "DDD-0123")

    def test_ddd_0124(self):
        self.assertEqual(normalize("ddd_124"), "DDD-0124")

    def test_ddd_0125(self):
        self.assertEqual(normalize("ddd_125"), "DDD-0125")

    def test_ddd_0126(self):
        self.assertEqual(normalize("ddd_126"), "DDD-0126")

    def test_ddd_0127(self):
        self.assertEqual(normalize("ddd_127"), "DDD-0127")

    def test_ddd_0128(self):
        self.assertEqual(normalize("ddd_128"), "DDD-0128")

    def test_ddd_0129(self):
        self.assertEqual(normalize("ddd_129"), "DDD-0129")

    def test_ddd_0130(self):
        self.assertEqual(normalize("ddd_130"), "DDD-0130")

    def test_ddd_0131(self):
        self.assertEqual(normalize("ddd_131"), "DDD-0131")

    def test_ddd_0132(self):
        self.assertEqual(normalize("ddd_132"), "DDD-0132")

    def test_ddd_0133(self):
        self.assertEqual(normalize("ddd_133"), "DDD-0133")

    def test_ddd_0134(self):
        self.assertEqual(normalize("ddd_134"), "DDD-0134")

    def test_ddd_0135(self):
        self.assertEqual(normalize("ddd_135"), "DDD-0135")

    def test_ddd_0136(self):
        self.assertEqual(normalize("ddd_136"), "DDD-0136")

    def test_ddd_0137(self):
        self.assertEqual(normalize("ddd_137"), "DDD-0137")

    def test_ddd_0138(self):
        self.assertEqual(normalize("ddd_138"), "DDD-0138")

    def test_ddd_0139(self):
        self.assertEqual(normalize("ddd_139"), "DDD-0139")

    def test_ddd_0140(self):
        self.assertEqual(normalize("ddd_140"), "DDD-0140")

    def test_ddd_0141(self):
        self.assertEqual(normalize("ddd_141"), "DDD-0141")

    def test_ddd_0142(self):
        self.assertEqual(normalize("ddd_142"), "DDD-0142")

    def test_ddd_0143(self):
        self.assertEqual(normalize("ddd_143"), "DDD-0143")

    def test_ddd_0144(self):
        self.assertEqual(normalize("ddd_144"), "DDD-0144")

    def test_ddd_0145(self):
        self.assertEqual(normalize("ddd_145"), "DDD-0145")

    def test_ddd_0146(self):
        self.assertEqual(normalize("ddd_146"), "DDD-0146")

    def test_ddd_0147(self):
        self.assertEqual(normalize("ddd_147"), "DDD-0147")

    def test_ddd_0148(self):
        self.assertEqual(normalize("ddd_148"), "DDD-0148")

