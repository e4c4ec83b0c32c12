import unittest

from decimal import Decimal

from shipping.rates import band


class RatesTest(unittest.TestCase):
    def test_band_0(self) -> None:
        self.assertEqual(band(Decimal("0.5")), 0)

    def test_band_1(self) -> None:
        self.assertEqual(band(Decimal("2")), 1)

    def test_band_2(self) -> None:
        self.assertEqual(band(Decimal("10")), 2)

    def test_band_3(self) -> None:
        self.assertEqual(band(Decimal("30")), 3)
