import unittest

from billing import usage as m


class UsageTests(unittest.TestCase):
    def test_juniper_0(self):
        self.assertEqual(m.usage_juniper(0), 9)

    def test_juniper_1(self):
        self.assertEqual(m.usage_juniper(100), 109)

    def test_juniper_2(self):
        self.assertEqual(m.usage_juniper(200), 209)

    def test_juniper_3(self):
        self.assertEqual(m.usage_juniper(300), 309)

    def test_juniper_4(self):
        self.assertEqual(m.usage_juniper(400), 409)

    def test_kestrel_0(self):
        self.assertEqual(m.usage_kestrel(0), 9)

    def test_kestrel_1(self):
        self.assertEqual(m.usage_kestrel(100), 209)

    def test_kestrel_2(self):
        self.assertEqual(m.usage_kestrel(200), 409)

    def test_kestrel_3(self):
        self.assertEqual(m.usage_kestrel(300), 609)

    def test_kestrel_4(self):
        self.assertEqual(m.usage_kestrel(400), 809)

    def test_lumen_0(self):
        self.assertEqual(m.usage_lumen(0), 9)

    def test_lumen_1(self):
        self.assertEqual(m.usage_lumen(100), 309)

    def test_lumen_2(self):
        self.assertEqual(m.usage_lumen(200), 609)

    def test_lumen_3(self):
        self.assertEqual(m.usage_lumen(300), 909)

    def test_lumen_4(self):
        self.assertEqual(m.usage_lumen(400), 1209)

    def test_maple_0(self):
        self.assertEqual(m.usage_maple(0), 9)

    def test_maple_1(self):
        self.assertEqual(m.usage_maple(100), 409)

    def test_maple_2(self):
        self.assertEqual(m.usage_maple(200), 809)

    def test_maple_3(self):
        self.assertEqual(m.usage_maple(300), 1209)

    def test_maple_4(self):
        self.assertEqual(m.usage_maple(400), 1609)

    def test_nectar_0(self):
        self.assertEqual(m.usage_nectar(0), 9)

    def test_nectar_1(self):
        self.assertEqual(m.usage_nectar(100), 509)

    def test_nectar_2(self):
        self.assertEqual(m.usage_nectar(200), 1009)

    def test_nectar_3(self):
        self.assertEqual(m.usage_nectar(300), 1509)

    def test_nectar_4(self):
        self.assertEqual(m.usage_nectar(400), 2009)

