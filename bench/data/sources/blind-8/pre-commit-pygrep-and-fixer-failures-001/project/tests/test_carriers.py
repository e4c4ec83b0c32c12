import unittest

from shipping.carriers import scale


class CarriersTest(unittest.TestCase):
    def test_carriers_scale_0(self) -> None:
        self.assertEqual(scale(0), 0)

    def test_carriers_scale_1(self) -> None:
        self.assertEqual(scale(1), 2)

    def test_carriers_scale_2(self) -> None:
        self.assertEqual(scale(2), 4)

    def test_carriers_scale_3(self) -> None:
        self.assertEqual(scale(3), 6)

    def test_carriers_scale_4(self) -> None:
        self.assertEqual(scale(4), 8)

    def test_carriers_scale_5(self) -> None:
        self.assertEqual(scale(5), 10)

    def test_carriers_scale_6(self) -> None:
        self.assertEqual(scale(6), 12)

    def test_carriers_scale_7(self) -> None:
        self.assertEqual(scale(7), 14)

    def test_carriers_scale_8(self) -> None:
        self.assertEqual(scale(8), 16)

    def test_carriers_scale_9(self) -> None:
        self.assertEqual(scale(9), 18)

    def test_carriers_scale_10(self) -> None:
        self.assertEqual(scale(10), 20)

    def test_carriers_scale_11(self) -> None:
        self.assertEqual(scale(11), 22)

    def test_carriers_scale_12(self) -> None:
        self.assertEqual(scale(12), 24)

    def test_carriers_scale_13(self) -> None:
        self.assertEqual(scale(13), 26)
