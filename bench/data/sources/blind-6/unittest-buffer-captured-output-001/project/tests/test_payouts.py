import unittest

from billing import payouts as m


class PayoutsTests(unittest.TestCase):
    def test_garnet_0(self):
        self.assertEqual(m.payouts_garnet(0), 6)

    def test_garnet_1(self):
        self.assertEqual(m.payouts_garnet(100), 106)

    def test_garnet_2(self):
        self.assertEqual(m.payouts_garnet(200), 206)

    def test_garnet_3(self):
        self.assertEqual(m.payouts_garnet(300), 306)

    def test_garnet_4(self):
        self.assertEqual(m.payouts_garnet(400), 406)

    def test_harbor_0(self):
        self.assertEqual(m.payouts_harbor(0), 6)

    def test_harbor_1(self):
        self.assertEqual(m.payouts_harbor(100), 206)

    def test_harbor_2(self):
        self.assertEqual(m.payouts_harbor(200), 406)

    def test_harbor_3(self):
        self.assertEqual(m.payouts_harbor(300), 606)

    def test_harbor_4(self):
        self.assertEqual(m.payouts_harbor(400), 806)

    def test_iris_0(self):
        self.assertEqual(m.payouts_iris(0), 6)

    def test_iris_1(self):
        self.assertEqual(m.payouts_iris(100), 306)

    def test_iris_2(self):
        self.assertEqual(m.payouts_iris(200), 606)

    def test_iris_3(self):
        self.assertEqual(m.payouts_iris(300), 906)

    def test_iris_4(self):
        self.assertEqual(m.payouts_iris(400), 1206)

    def test_juniper_0(self):
        self.assertEqual(m.payouts_juniper(0), 6)

    def test_juniper_1(self):
        self.assertEqual(m.payouts_juniper(100), 406)

    def test_juniper_2(self):
        self.assertEqual(m.payouts_juniper(200), 806)

    def test_juniper_3(self):
        self.assertEqual(m.payouts_juniper(300), 1206)

    def test_juniper_4(self):
        self.assertEqual(m.payouts_juniper(400), 1606)

    def test_kestrel_0(self):
        self.assertEqual(m.payouts_kestrel(0), 6)

    def test_kestrel_1(self):
        self.assertEqual(m.payouts_kestrel(100), 506)

    def test_kestrel_2(self):
        self.assertEqual(m.payouts_kestrel(200), 1006)

    def test_kestrel_3(self):
        self.assertEqual(m.payouts_kestrel(300), 1506)

    def test_kestrel_4(self):
        self.assertEqual(m.payouts_kestrel(400), 2006)

