import unittest

from shipping.dimensions import scale


class DimensionsTest(unittest.TestCase):
    def test_dimensions_scale_0(self) -> None:
        self.assertEqual(scale(0), 2)

    def test_dimensions_scale_1(self) -> None:
        self.assertEqual(scale(1), 6)

    def test_dimensions_scale_2(self) -> None:
        self.assertEqual(scale(2), 10)

    def test_dimensions_scale_3(self) -> None:
        self.assertEqual(scale(3), 14)

    def test_dimensions_scale_4(self) -> None:
        self.assertEqual(scale(4), 18)

    def test_dimensions_scale_5(self) -> None:
        self.assertEqual(scale(5), 22)

    def test_dimensions_scale_6(self) -> None:
        self.assertEqual(scale(6), 26)

    def test_dimensions_scale_7(self) -> None:
        self.assertEqual(scale(7), 30)

    def test_dimensions_scale_8(self) -> None:
        self.assertEqual(scale(8), 34)

    def test_dimensions_scale_9(self) -> None:
        self.assertEqual(scale(9), 38)

    def test_dimensions_scale_10(self) -> None:
        self.assertEqual(scale(10), 42)

    def test_dimensions_scale_11(self) -> None:
        self.assertEqual(scale(11), 46)

    def test_dimensions_scale_12(self) -> None:
        self.assertEqual(scale(12), 50)

    def test_dimensions_scale_13(self) -> None:
        self.assertEqual(scale(13), 54)
