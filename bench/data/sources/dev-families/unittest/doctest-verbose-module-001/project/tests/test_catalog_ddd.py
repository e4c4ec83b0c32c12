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

