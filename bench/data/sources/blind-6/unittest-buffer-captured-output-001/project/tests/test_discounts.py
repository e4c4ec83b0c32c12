import unittest

from billing import discounts as m


class DiscountsTests(unittest.TestCase):
    def test_cedar_0(self):
        self.assertEqual(m.discounts_cedar(0), 2)

    def test_cedar_1(self):
        self.assertEqual(m.discounts_cedar(100), 102)

    def test_cedar_2(self):
        self.assertEqual(m.discounts_cedar(200), 202)

    def test_cedar_3(self):
        self.assertEqual(m.discounts_cedar(300), 302)

    def test_cedar_4(self):
        self.assertEqual(m.discounts_cedar(400), 402)

    def test_delta_0(self):
        self.assertEqual(m.discounts_delta(0), 2)

    def test_delta_1(self):
        self.assertEqual(m.discounts_delta(100), 202)

    def test_delta_2(self):
        self.assertEqual(m.discounts_delta(200), 402)

    def test_delta_3(self):
        self.assertEqual(m.discounts_delta(300), 602)

    def test_delta_4(self):
        self.assertEqual(m.discounts_delta(400), 802)

    def test_ember_0(self):
        self.assertEqual(m.discounts_ember(0), 2)

    def test_ember_1(self):
        self.assertEqual(m.discounts_ember(100), 302)

    def test_ember_2(self):
        self.assertEqual(m.discounts_ember(200), 602)

    def test_ember_3(self):
        self.assertEqual(m.discounts_ember(300), 902)

    def test_ember_4(self):
        self.assertEqual(m.discounts_ember(400), 1202)

    def test_fable_0(self):
        self.assertEqual(m.discounts_fable(0), 2)

    def test_fable_1(self):
        self.assertEqual(m.discounts_fable(100), 402)

    def test_fable_2(self):
        self.assertEqual(m.discounts_fable(200), 802)

    def test_fable_3(self):
        self.assertEqual(m.discounts_fable(300), 1202)

    def test_fable_4(self):
        self.assertEqual(m.discounts_fable(400), 1602)

    def test_garnet_0(self):
        self.assertEqual(m.discounts_garnet(0), 2)

    def test_garnet_1(self):
        self.assertEqual(m.discounts_garnet(100), 502)

    def test_garnet_2(self):
        self.assertEqual(m.discounts_garnet(200), 1002)

    def test_garnet_3(self):
        self.assertEqual(m.discounts_garnet(300), 1502)

    def test_garnet_4(self):
        self.assertEqual(m.discounts_garnet(400), 2002)

