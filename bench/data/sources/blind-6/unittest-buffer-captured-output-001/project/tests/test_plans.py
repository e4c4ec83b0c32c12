import unittest

from billing import plans as m


class PlansTests(unittest.TestCase):
    def test_harbor_0(self):
        self.assertEqual(m.plans_harbor(0), 7)

    def test_harbor_1(self):
        self.assertEqual(m.plans_harbor(100), 107)

    def test_harbor_2(self):
        self.assertEqual(m.plans_harbor(200), 207)

    def test_harbor_3(self):
        self.assertEqual(m.plans_harbor(300), 307)

    def test_harbor_4(self):
        self.assertEqual(m.plans_harbor(400), 407)

    def test_iris_0(self):
        self.assertEqual(m.plans_iris(0), 7)

    def test_iris_1(self):
        self.assertEqual(m.plans_iris(100), 207)

    def test_iris_2(self):
        self.assertEqual(m.plans_iris(200), 407)

    def test_iris_3(self):
        self.assertEqual(m.plans_iris(300), 607)

    def test_iris_4(self):
        self.assertEqual(m.plans_iris(400), 807)

    def test_juniper_0(self):
        self.assertEqual(m.plans_juniper(0), 7)

    def test_juniper_1(self):
        self.assertEqual(m.plans_juniper(100), 307)

    def test_juniper_2(self):
        self.assertEqual(m.plans_juniper(200), 607)

    def test_juniper_3(self):
        self.assertEqual(m.plans_juniper(300), 907)

    def test_juniper_4(self):
        self.assertEqual(m.plans_juniper(400), 1207)

    def test_kestrel_0(self):
        self.assertEqual(m.plans_kestrel(0), 7)

    def test_kestrel_1(self):
        self.assertEqual(m.plans_kestrel(100), 407)

    def test_kestrel_2(self):
        self.assertEqual(m.plans_kestrel(200), 807)

    def test_kestrel_3(self):
        self.assertEqual(m.plans_kestrel(300), 1207)

    def test_kestrel_4(self):
        self.assertEqual(m.plans_kestrel(400), 1607)

    def test_lumen_0(self):
        self.assertEqual(m.plans_lumen(0), 7)

    def test_lumen_1(self):
        self.assertEqual(m.plans_lumen(100), 507)

    def test_lumen_2(self):
        self.assertEqual(m.plans_lumen(200), 1007)

    def test_lumen_3(self):
        self.assertEqual(m.plans_lumen(300), 1507)

    def test_lumen_4(self):
        self.assertEqual(m.plans_lumen(400), 2007)

