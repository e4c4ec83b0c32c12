import unittest

from shipping.zones import scale


class ZonesTest(unittest.TestCase):
    def test_zones_scale_0(self) -> None:
        self.assertEqual(scale(0), 11)

    def test_zones_scale_1(self) -> None:
        self.assertEqual(scale(1), 24)

    def test_zones_scale_2(self) -> None:
        self.assertEqual(scale(2), 37)

    def test_zones_scale_3(self) -> None:
        self.assertEqual(scale(3), 50)

    def test_zones_scale_4(self) -> None:
        self.assertEqual(scale(4), 63)

    def test_zones_scale_5(self) -> None:
        self.assertEqual(scale(5), 76)

    def test_zones_scale_6(self) -> None:
        self.assertEqual(scale(6), 89)

    def test_zones_scale_7(self) -> None:
        self.assertEqual(scale(7), 102)

    def test_zones_scale_8(self) -> None:
        self.assertEqual(scale(8), 115)

    def test_zones_scale_9(self) -> None:
        self.assertEqual(scale(9), 128)

    def test_zones_scale_10(self) -> None:
        self.assertEqual(scale(10), 141)

    def test_zones_scale_11(self) -> None:
        self.assertEqual(scale(11), 154)

    def test_zones_scale_12(self) -> None:
        self.assertEqual(scale(12), 167)

    def test_zones_scale_13(self) -> None:
        self.assertEqual(scale(13), 180)
