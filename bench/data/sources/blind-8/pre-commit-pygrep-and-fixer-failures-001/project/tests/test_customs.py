import unittest

from shipping.customs import scale


class CustomsTest(unittest.TestCase):
    def test_customs_scale_0(self) -> None:
        self.assertEqual(scale(0), 1)

    def test_customs_scale_1(self) -> None:
        self.assertEqual(scale(1), 4)

    def test_customs_scale_2(self) -> None:
        self.assertEqual(scale(2), 7)

    def test_customs_scale_3(self) -> None:
        self.assertEqual(scale(3), 10)

    def test_customs_scale_4(self) -> None:
        self.assertEqual(scale(4), 13)

    def test_customs_scale_5(self) -> None:
        self.assertEqual(scale(5), 16)

    def test_customs_scale_6(self) -> None:
        self.assertEqual(scale(6), 19)

    def test_customs_scale_7(self) -> None:
        self.assertEqual(scale(7), 22)

    def test_customs_scale_8(self) -> None:
        self.assertEqual(scale(8), 25)

    def test_customs_scale_9(self) -> None:
        self.assertEqual(scale(9), 28)

    def test_customs_scale_10(self) -> None:
        self.assertEqual(scale(10), 31)

    def test_customs_scale_11(self) -> None:
        self.assertEqual(scale(11), 34)

    def test_customs_scale_12(self) -> None:
        self.assertEqual(scale(12), 37)

    def test_customs_scale_13(self) -> None:
        self.assertEqual(scale(13), 40)
