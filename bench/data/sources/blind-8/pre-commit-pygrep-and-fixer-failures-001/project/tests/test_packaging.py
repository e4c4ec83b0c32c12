import unittest

from shipping.packaging import scale


class PackagingTest(unittest.TestCase):
    def test_packaging_scale_0(self) -> None:
        self.assertEqual(scale(0), 5)

    def test_packaging_scale_1(self) -> None:
        self.assertEqual(scale(1), 12)

    def test_packaging_scale_2(self) -> None:
        self.assertEqual(scale(2), 19)

    def test_packaging_scale_3(self) -> None:
        self.assertEqual(scale(3), 26)

    def test_packaging_scale_4(self) -> None:
        self.assertEqual(scale(4), 33)

    def test_packaging_scale_5(self) -> None:
        self.assertEqual(scale(5), 40)

    def test_packaging_scale_6(self) -> None:
        self.assertEqual(scale(6), 47)

    def test_packaging_scale_7(self) -> None:
        self.assertEqual(scale(7), 54)

    def test_packaging_scale_8(self) -> None:
        self.assertEqual(scale(8), 61)

    def test_packaging_scale_9(self) -> None:
        self.assertEqual(scale(9), 68)

    def test_packaging_scale_10(self) -> None:
        self.assertEqual(scale(10), 75)

    def test_packaging_scale_11(self) -> None:
        self.assertEqual(scale(11), 82)

    def test_packaging_scale_12(self) -> None:
        self.assertEqual(scale(12), 89)

    def test_packaging_scale_13(self) -> None:
        self.assertEqual(scale(13), 96)
