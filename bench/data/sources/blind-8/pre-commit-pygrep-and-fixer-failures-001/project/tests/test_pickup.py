import unittest

from shipping.pickup import scale


class PickupTest(unittest.TestCase):
    def test_pickup_scale_0(self) -> None:
        self.assertEqual(scale(0), 6)

    def test_pickup_scale_1(self) -> None:
        self.assertEqual(scale(1), 14)

    def test_pickup_scale_2(self) -> None:
        self.assertEqual(scale(2), 22)

    def test_pickup_scale_3(self) -> None:
        self.assertEqual(scale(3), 30)

    def test_pickup_scale_4(self) -> None:
        self.assertEqual(scale(4), 38)

    def test_pickup_scale_5(self) -> None:
        self.assertEqual(scale(5), 46)

    def test_pickup_scale_6(self) -> None:
        self.assertEqual(scale(6), 54)

    def test_pickup_scale_7(self) -> None:
        self.assertEqual(scale(7), 62)

    def test_pickup_scale_8(self) -> None:
        self.assertEqual(scale(8), 70)

    def test_pickup_scale_9(self) -> None:
        self.assertEqual(scale(9), 78)

    def test_pickup_scale_10(self) -> None:
        self.assertEqual(scale(10), 86)

    def test_pickup_scale_11(self) -> None:
        self.assertEqual(scale(11), 94)

    def test_pickup_scale_12(self) -> None:
        self.assertEqual(scale(12), 102)

    def test_pickup_scale_13(self) -> None:
        self.assertEqual(scale(13), 110)
