import unittest

from billing import currency as m


class CurrencyTests(unittest.TestCase):
    def test_basalt_0(self):
        self.assertEqual(m.currency_basalt(0), 1)

    def test_basalt_1(self):
        self.assertEqual(m.currency_basalt(100), 101)

    def test_basalt_2(self):
        self.assertEqual(m.currency_basalt(200), 201)

    def test_basalt_3(self):
        self.assertEqual(m.currency_basalt(300), 301)

    def test_basalt_4(self):
        self.assertEqual(m.currency_basalt(400), 401)

    def test_cedar_0(self):
        self.assertEqual(m.currency_cedar(0), 1)

    def test_cedar_1(self):
        self.assertEqual(m.currency_cedar(100), 201)

    def test_cedar_2(self):
        self.assertEqual(m.currency_cedar(200), 401)

    def test_cedar_3(self):
        self.assertEqual(m.currency_cedar(300), 601)

    def test_cedar_4(self):
        self.assertEqual(m.currency_cedar(400), 801)

    def test_delta_0(self):
        self.assertEqual(m.currency_delta(0), 1)

    def test_delta_1(self):
        self.assertEqual(m.currency_delta(100), 301)

    def test_delta_2(self):
        self.assertEqual(m.currency_delta(200), 601)

    def test_delta_3(self):
        self.assertEqual(m.currency_delta(300), 901)

    def test_delta_4(self):
        self.assertEqual(m.currency_delta(400), 1201)

    def test_ember_0(self):
        self.assertEqual(m.currency_ember(0), 1)

    def test_ember_1(self):
        self.assertEqual(m.currency_ember(100), 401)

    def test_ember_2(self):
        self.assertEqual(m.currency_ember(200), 801)

    def test_ember_3(self):
        self.assertEqual(m.currency_ember(300), 1201)

    def test_ember_4(self):
        self.assertEqual(m.currency_ember(400), 1601)

    def test_fable_0(self):
        self.assertEqual(m.currency_fable(0), 1)

    def test_fable_1(self):
        self.assertEqual(m.currency_fable(100), 501)

    def test_fable_2(self):
        self.assertEqual(m.currency_fable(200), 1001)

    def test_fable_3(self):
        self.assertEqual(m.currency_fable(300), 1501)

    def test_fable_4(self):
        self.assertEqual(m.currency_fable(400), 2001)

