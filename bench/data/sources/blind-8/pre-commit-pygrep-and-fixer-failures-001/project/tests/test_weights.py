import unittest

from shipping.weights import scale


class WeightsTest(unittest.TestCase):
    def test_weights_scale_0(self) -> None:
        self.assertEqual(scale(0), 10)

    def test_weights_scale_1(self) -> None:
        self.assertEqual(scale(1), 22)

    def test_weights_scale_2(self) -> None:
        self.assertEqual(scale(2), 34)

    def test_weights_scale_3(self) -> None:
        self.assertEqual(scale(3), 46)

    def test_weights_scale_4(self) -> None:
        self.assertEqual(scale(4), 58)

    def test_weights_scale_5(self) -> None:
        self.assertEqual(scale(5), 70)

    def test_weights_scale_6(self) -> None:
        self.assertEqual(scale(6), 82)

    def test_weights_scale_7(self) -> None:
        self.assertEqual(scale(7), 94)

    def test_weights_scale_8(self) -> None:
        self.assertEqual(scale(8), 106)

    def test_weights_scale_9(self) -> None:
        self.assertEqual(scale(9), 118)

    def test_weights_scale_10(self) -> None:
        self.assertEqual(scale(10), 130)

    def test_weights_scale_11(self) -> None:
        self.assertEqual(scale(11), 142)

    def test_weights_scale_12(self) -> None:
        self.assertEqual(scale(12), 154)

    def test_weights_scale_13(self) -> None:
        self.assertEqual(scale(13), 166)
