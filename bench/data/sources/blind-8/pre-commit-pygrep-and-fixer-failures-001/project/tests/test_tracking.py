import unittest

from shipping.tracking import scale


class TrackingTest(unittest.TestCase):
    def test_tracking_scale_0(self) -> None:
        self.assertEqual(scale(0), 9)

    def test_tracking_scale_1(self) -> None:
        self.assertEqual(scale(1), 20)

    def test_tracking_scale_2(self) -> None:
        self.assertEqual(scale(2), 31)

    def test_tracking_scale_3(self) -> None:
        self.assertEqual(scale(3), 42)

    def test_tracking_scale_4(self) -> None:
        self.assertEqual(scale(4), 53)

    def test_tracking_scale_5(self) -> None:
        self.assertEqual(scale(5), 64)

    def test_tracking_scale_6(self) -> None:
        self.assertEqual(scale(6), 75)

    def test_tracking_scale_7(self) -> None:
        self.assertEqual(scale(7), 86)

    def test_tracking_scale_8(self) -> None:
        self.assertEqual(scale(8), 97)

    def test_tracking_scale_9(self) -> None:
        self.assertEqual(scale(9), 108)

    def test_tracking_scale_10(self) -> None:
        self.assertEqual(scale(10), 119)

    def test_tracking_scale_11(self) -> None:
        self.assertEqual(scale(11), 130)

    def test_tracking_scale_12(self) -> None:
        self.assertEqual(scale(12), 141)

    def test_tracking_scale_13(self) -> None:
        self.assertEqual(scale(13), 152)
