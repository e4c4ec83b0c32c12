import unittest

from billing import exports


class ExportsTest(unittest.TestCase):
    def test_exports_rule_0(self):
        self.assertEqual(exports.exports_rule_0(0), 3)

    def test_exports_rule_1(self):
        self.assertEqual(exports.exports_rule_1(1), 5)

    def test_exports_rule_2(self):
        self.assertEqual(exports.exports_rule_2(2), 9)

    def test_exports_rule_3(self):
        self.assertEqual(exports.exports_rule_3(3), 15)

    def test_exports_rule_4(self):
        self.assertEqual(exports.exports_rule_4(4), 23)

    def test_exports_rule_5(self):
        self.assertEqual(exports.exports_rule_5(5), 33)

    def test_exports_rule_6(self):
        self.assertEqual(exports.exports_rule_6(6), 45)

    def test_exports_rule_7(self):
        self.assertEqual(exports.exports_rule_7(7), 59)

    def test_exports_rule_8(self):
        self.assertEqual(exports.exports_rule_8(8), 75)

    def test_exports_rule_9(self):
        self.assertEqual(exports.exports_rule_9(9), 93)

    def test_exports_rule_10(self):
        self.assertEqual(exports.exports_rule_10(10), 113)

    def test_exports_rule_11(self):
        self.assertEqual(exports.exports_rule_11(11), 135)

    def test_exports_rule_12(self):
        self.assertEqual(exports.exports_rule_12(12), 159)

    def test_exports_rule_13(self):
        self.assertEqual(exports.exports_rule_13(13), 185)

