import unittest

from billing import invoices as m


class InvoicesTests(unittest.TestCase):
    def test_ember_0(self):
        self.assertEqual(m.invoices_ember(0), 4)

    def test_ember_1(self):
        self.assertEqual(m.invoices_ember(100), 104)

    def test_ember_2(self):
        self.assertEqual(m.invoices_ember(200), 204)

    def test_ember_3(self):
        self.assertEqual(m.invoices_ember(300), 304)

    def test_ember_4(self):
        self.assertEqual(m.invoices_ember(400), 404)

    def test_fable_0(self):
        self.assertEqual(m.invoices_fable(0), 4)

    def test_fable_1(self):
        self.assertEqual(m.invoices_fable(100), 204)

    def test_fable_2(self):
        self.assertEqual(m.invoices_fable(200), 404)

    def test_fable_3(self):
        self.assertEqual(m.invoices_fable(300), 604)

    def test_fable_4(self):
        self.assertEqual(m.invoices_fable(400), 804)

    def test_garnet_0(self):
        self.assertEqual(m.invoices_garnet(0), 4)

    def test_garnet_1(self):
        self.assertEqual(m.invoices_garnet(100), 304)

    def test_garnet_2(self):
        self.assertEqual(m.invoices_garnet(200), 604)

    def test_garnet_3(self):
        self.assertEqual(m.invoices_garnet(300), 904)

    def test_garnet_4(self):
        self.assertEqual(m.invoices_garnet(400), 1204)

    def test_harbor_0(self):
        self.assertEqual(m.invoices_harbor(0), 4)

    def test_harbor_1(self):
        self.assertEqual(m.invoices_harbor(100), 404)

    def test_harbor_2(self):
        self.assertEqual(m.invoices_harbor(200), 804)

    def test_harbor_3(self):
        self.assertEqual(m.invoices_harbor(300), 1204)

    def test_harbor_4(self):
        self.assertEqual(m.invoices_harbor(400), 1604)

    def test_iris_0(self):
        self.assertEqual(m.invoices_iris(0), 4)

    def test_iris_1(self):
        self.assertEqual(m.invoices_iris(100), 504)

    def test_iris_2(self):
        self.assertEqual(m.invoices_iris(200), 1004)

    def test_iris_3(self):
        self.assertEqual(m.invoices_iris(300), 1504)

    def test_iris_4(self):
        self.assertEqual(m.invoices_iris(400), 2004)

