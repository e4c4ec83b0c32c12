import unittest

from billing import ledger as m


class LedgerTests(unittest.TestCase):
    def test_fable_0(self):
        self.assertEqual(m.ledger_fable(0), 5)

    def test_fable_1(self):
        self.assertEqual(m.ledger_fable(100), 105)

    def test_fable_2(self):
        self.assertEqual(m.ledger_fable(200), 205)

    def test_fable_3(self):
        self.assertEqual(m.ledger_fable(300), 305)

    def test_fable_4(self):
        self.assertEqual(m.ledger_fable(400), 405)

    def test_garnet_0(self):
        self.assertEqual(m.ledger_garnet(0), 5)

    def test_garnet_1(self):
        self.assertEqual(m.ledger_garnet(100), 205)

    def test_garnet_2(self):
        self.assertEqual(m.ledger_garnet(200), 405)

    def test_garnet_3(self):
        self.assertEqual(m.ledger_garnet(300), 605)

    def test_garnet_4(self):
        self.assertEqual(m.ledger_garnet(400), 805)

    def test_harbor_0(self):
        self.assertEqual(m.ledger_harbor(0), 5)

    def test_harbor_1(self):
        self.assertEqual(m.ledger_harbor(100), 305)

    def test_harbor_2(self):
        self.assertEqual(m.ledger_harbor(200), 605)

    def test_harbor_3(self):
        self.assertEqual(m.ledger_harbor(300), 905)

    def test_harbor_4(self):
        self.assertEqual(m.ledger_harbor(400), 1205)

    def test_iris_0(self):
        self.assertEqual(m.ledger_iris(0), 5)

    def test_iris_1(self):
        self.assertEqual(m.ledger_iris(100), 405)

    def test_iris_2(self):
        self.assertEqual(m.ledger_iris(200), 805)

    def test_iris_3(self):
        self.assertEqual(m.ledger_iris(300), 1205)

    def test_iris_4(self):
        self.assertEqual(m.ledger_iris(400), 1605)

    def test_juniper_0(self):
        self.assertEqual(m.ledger_juniper(0), 5)

    def test_juniper_1(self):
        self.assertEqual(m.ledger_juniper(100), 505)

    def test_juniper_2(self):
        self.assertEqual(m.ledger_juniper(200), 1005)

    def test_juniper_3(self):
        self.assertEqual(m.ledger_juniper(300), 1505)

    def test_juniper_4(self):
        self.assertEqual(m.ledger_juniper(400), 2005)

