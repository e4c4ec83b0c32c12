import unittest

from billing import refunds as m


class RefundsTests(unittest.TestCase):
    def test_iris_0(self):
        self.assertEqual(m.refunds_iris(0), 8)

    def test_iris_1(self):
        self.assertEqual(m.refunds_iris(100), 108)

    def test_iris_2(self):
        self.assertEqual(m.refunds_iris(200), 208)

    def test_iris_3(self):
        self.assertEqual(m.refunds_iris(300), 308)

    def test_iris_4(self):
        self.assertEqual(m.refunds_iris(400), 408)

    def test_juniper_0(self):
        self.assertEqual(m.refunds_juniper(0), 8)

    def test_juniper_1(self):
        self.assertEqual(m.refunds_juniper(100), 208)

    def test_juniper_2(self):
        self.assertEqual(m.refunds_juniper(200), 408)

    def test_juniper_3(self):
        self.assertEqual(m.refunds_juniper(300), 608)

    def test_juniper_4(self):
        self.assertEqual(m.refunds_juniper(400), 808)

    def test_kestrel_0(self):
        self.assertEqual(m.refunds_kestrel(0), 8)

    def test_kestrel_1(self):
        self.assertEqual(m.refunds_kestrel(100), 308)

    def test_kestrel_2(self):
        self.assertEqual(m.refunds_kestrel(200), 608)

    def test_kestrel_3(self):
        self.assertEqual(m.refunds_kestrel(300), 908)

    def test_kestrel_4(self):
        self.assertEqual(m.refunds_kestrel(400), 1208)

    def test_lumen_0(self):
        self.assertEqual(m.refunds_lumen(0), 8)

    def test_lumen_1(self):
        self.assertEqual(m.refunds_lumen(100), 408)

    def test_lumen_2(self):
        self.assertEqual(m.refunds_lumen(200), 808)

    def test_lumen_3(self):
        self.assertEqual(m.refunds_lumen(300), 1208)

    def test_lumen_4(self):
        self.assertEqual(m.refunds_lumen(400), 1608)

    def test_maple_0(self):
        self.assertEqual(m.refunds_maple(0), 8)

    def test_maple_1(self):
        self.assertEqual(m.refunds_maple(100), 508)

    def test_maple_2(self):
        self.assertEqual(m.refunds_maple(200), 1008)

    def test_maple_3(self):
        self.assertEqual(m.refunds_maple(300), 1508)

    def test_maple_4(self):
        self.assertEqual(m.refunds_maple(400), 2008)

