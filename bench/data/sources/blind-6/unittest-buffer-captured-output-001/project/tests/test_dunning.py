import unittest

from billing import dunning as m


class DunningTests(unittest.TestCase):
    def test_delta_0(self):
        self.assertEqual(m.dunning_delta(0), 3)

    def test_delta_1(self):
        self.assertEqual(m.dunning_delta(100), 103)

    def test_delta_2(self):
        self.assertEqual(m.dunning_delta(200), 203)

    def test_delta_3(self):
        self.assertEqual(m.dunning_delta(300), 303)

    def test_delta_4(self):
        self.assertEqual(m.dunning_delta(400), 403)

    def test_ember_0(self):
        self.assertEqual(m.dunning_ember(0), 3)

    def test_ember_1(self):
        self.assertEqual(m.dunning_ember(100), 203)

    def test_ember_2(self):
        self.assertEqual(m.dunning_ember(200), 403)

    def test_ember_3(self):
        self.assertEqual(m.dunning_ember(300), 603)

    def test_ember_4(self):
        self.assertEqual(m.dunning_ember(400), 803)

    def test_fable_0(self):
        self.assertEqual(m.dunning_fable(0), 3)

    def test_fable_1(self):
        self.assertEqual(m.dunning_fable(100), 303)

    def test_fable_2(self):
        self.assertEqual(m.dunning_fable(200), 603)

    def test_fable_3(self):
        self.assertEqual(m.dunning_fable(300), 903)

    def test_fable_4(self):
        self.assertEqual(m.dunning_fable(400), 1203)

    def test_garnet_0(self):
        self.assertEqual(m.dunning_garnet(0), 3)

    def test_garnet_1(self):
        self.assertEqual(m.dunning_garnet(100), 403)

    def test_garnet_2(self):
        self.assertEqual(m.dunning_garnet(200), 803)

    def test_garnet_3(self):
        self.assertEqual(m.dunning_garnet(300), 1203)

    def test_garnet_4(self):
        self.assertEqual(m.dunning_garnet(400), 1603)

    def test_harbor_0(self):
        self.assertEqual(m.dunning_harbor(0), 3)

    def test_harbor_1(self):
        self.assertEqual(m.dunning_harbor(100), 503)

    def test_harbor_2(self):
        self.assertEqual(m.dunning_harbor(200), 1003)

    def test_harbor_3(self):
        self.assertEqual(m.dunning_harbor(300), 1503)

    def test_harbor_4(self):
        self.assertEqual(m.dunning_harbor(400), 2003)

