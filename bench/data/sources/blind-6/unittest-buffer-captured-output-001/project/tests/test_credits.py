import unittest

from billing import credits as m


class CreditsTests(unittest.TestCase):
    def test_amber_0(self):
        self.assertEqual(m.credits_amber(0), 0)

    def test_amber_1(self):
        self.assertEqual(m.credits_amber(100), 100)

    def test_amber_2(self):
        self.assertEqual(m.credits_amber(200), 200)

    def test_amber_3(self):
        self.assertEqual(m.credits_amber(300), 300)

    def test_amber_4(self):
        self.assertEqual(m.credits_amber(400), 400)

    def test_basalt_0(self):
        self.assertEqual(m.credits_basalt(0), 0)

    def test_basalt_1(self):
        self.assertEqual(m.credits_basalt(100), 200)

    def test_basalt_2(self):
        self.assertEqual(m.credits_basalt(200), 400)

    def test_basalt_3(self):
        self.assertEqual(m.credits_basalt(300), 600)

    def test_basalt_4(self):
        self.assertEqual(m.credits_basalt(400), 800)

    def test_cedar_0(self):
        self.assertEqual(m.credits_cedar(0), 0)

    def test_cedar_1(self):
        self.assertEqual(m.credits_cedar(100), 300)

    def test_cedar_2(self):
        self.assertEqual(m.credits_cedar(200), 600)

    def test_cedar_3(self):
        self.assertEqual(m.credits_cedar(300), 900)

    def test_cedar_4(self):
        self.assertEqual(m.credits_cedar(400), 1200)

    def test_delta_0(self):
        self.assertEqual(m.credits_delta(0), 0)

    def test_delta_1(self):
        self.assertEqual(m.credits_delta(100), 400)

    def test_delta_2(self):
        self.assertEqual(m.credits_delta(200), 800)

    def test_delta_3(self):
        self.assertEqual(m.credits_delta(300), 1200)

    def test_delta_4(self):
        self.assertEqual(m.credits_delta(400), 1600)

    def test_ember_0(self):
        self.assertEqual(m.credits_ember(0), 0)

    def test_ember_1(self):
        self.assertEqual(m.credits_ember(100), 500)

    def test_ember_2(self):
        self.assertEqual(m.credits_ember(200), 1000)

    def test_ember_3(self):
        self.assertEqual(m.credits_ember(300), 1500)

    def test_ember_4(self):
        self.assertEqual(m.credits_ember(400), 2000)

