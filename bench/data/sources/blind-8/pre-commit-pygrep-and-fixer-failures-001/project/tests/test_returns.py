import unittest

from shipping.returns import scale


class ReturnsTest(unittest.TestCase):
    def test_returns_scale_0(self) -> None:
        self.assertEqual(scale(0), 8)

    def test_returns_scale_1(self) -> None:
        self.assertEqual(scale(1), 18)

    def test_returns_scale_2(self) -> None:
        self.assertEqual(scale(2), 28)

    def test_returns_scale_3(self) -> None:
        self.assertEqual(scale(3), 38)

    def test_returns_scale_4(self) -> None:
        self.assertEqual(scale(4), 48)

    def test_returns_scale_5(self) -> None:
        self.assertEqual(scale(5), 58)

    def test_returns_scale_6(self) -> None:
        self.assertEqual(scale(6), 68)

    def test_returns_scale_7(self) -> None:
        self.assertEqual(scale(7), 78)

    def test_returns_scale_8(self) -> None:
        self.assertEqual(scale(8), 88)

    def test_returns_scale_9(self) -> None:
        self.assertEqual(scale(9), 98)

    def test_returns_scale_10(self) -> None:
        self.assertEqual(scale(10), 108)

    def test_returns_scale_11(self) -> None:
        self.assertEqual(scale(11), 118)

    def test_returns_scale_12(self) -> None:
        self.assertEqual(scale(12), 128)

    def test_returns_scale_13(self) -> None:
        self.assertEqual(scale(13), 138)
