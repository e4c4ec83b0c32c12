import unittest

from shipping.manifests import scale


class ManifestsTest(unittest.TestCase):
    def test_manifests_scale_0(self) -> None:
        self.assertEqual(scale(0), 4)

    def test_manifests_scale_1(self) -> None:
        self.assertEqual(scale(1), 10)

    def test_manifests_scale_2(self) -> None:
        self.assertEqual(scale(2), 16)

    def test_manifests_scale_3(self) -> None:
        self.assertEqual(scale(3), 22)

    def test_manifests_scale_4(self) -> None:
        self.assertEqual(scale(4), 28)

    def test_manifests_scale_5(self) -> None:
        self.assertEqual(scale(5), 34)

    def test_manifests_scale_6(self) -> None:
        self.assertEqual(scale(6), 40)

    def test_manifests_scale_7(self) -> None:
        self.assertEqual(scale(7), 46)

    def test_manifests_scale_8(self) -> None:
        self.assertEqual(scale(8), 52)

    def test_manifests_scale_9(self) -> None:
        self.assertEqual(scale(9), 58)

    def test_manifests_scale_10(self) -> None:
        self.assertEqual(scale(10), 64)

    def test_manifests_scale_11(self) -> None:
        self.assertEqual(scale(11), 70)

    def test_manifests_scale_12(self) -> None:
        self.assertEqual(scale(12), 76)

    def test_manifests_scale_13(self) -> None:
        self.assertEqual(scale(13), 82)
