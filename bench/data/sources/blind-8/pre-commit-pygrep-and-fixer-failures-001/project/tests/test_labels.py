import unittest

from shipping.labels import scale


class LabelsTest(unittest.TestCase):
    def test_labels_scale_0(self) -> None:
        self.assertEqual(scale(0), 3)

    def test_labels_scale_1(self) -> None:
        self.assertEqual(scale(1), 8)

    def test_labels_scale_2(self) -> None:
        self.assertEqual(scale(2), 13)

    def test_labels_scale_3(self) -> None:
        self.assertEqual(scale(3), 18)

    def test_labels_scale_4(self) -> None:
        self.assertEqual(scale(4), 23)

    def test_labels_scale_5(self) -> None:
        self.assertEqual(scale(5), 28)

    def test_labels_scale_6(self) -> None:
        self.assertEqual(scale(6), 33)

    def test_labels_scale_7(self) -> None:
        self.assertEqual(scale(7), 38)

    def test_labels_scale_8(self) -> None:
        self.assertEqual(scale(8), 43)

    def test_labels_scale_9(self) -> None:
        self.assertEqual(scale(9), 48)

    def test_labels_scale_10(self) -> None:
        self.assertEqual(scale(10), 53)

    def test_labels_scale_11(self) -> None:
        self.assertEqual(scale(11), 58)

    def test_labels_scale_12(self) -> None:
        self.assertEqual(scale(12), 63)

    def test_labels_scale_13(self) -> None:
        self.assertEqual(scale(13), 68)
