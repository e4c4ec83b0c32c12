import unittest

from billing import dunning


class DunningTest(unittest.TestCase):
    def test_dunning_rule_0(self):
        self.assertEqual(dunning.dunning_rule_0(0), 2)

    def test_dunning_rule_1(self):
        self.assertEqual(dunning.dunning_rule_1(1), 4)

    def test_dunning_rule_2(self):
        self.assertEqual(dunning.dunning_rule_2(2), 8)

    def test_dunning_rule_3(self):
        self.assertEqual(dunning.dunning_rule_3(3), 14)

    def test_dunning_rule_4(self):
        self.assertEqual(dunning.dunning_rule_4(4), 22)

    def test_dunning_rule_5(self):
        self.assertEqual(dunning.dunning_rule_5(5), 32)

    def test_dunning_rule_6(self):
        self.assertEqual(dunning.dunning_rule_6(6), 44)

    def test_dunning_rule_7(self):
        self.assertEqual(dunning.dunning_rule_7(7), 58)

    def test_dunning_rule_8(self):
        self.assertEqual(dunning.dunning_rule_8(8), 74)

    def test_dunning_rule_9(self):
        self.assertEqual(dunning.dunning_rule_9(9), 92)

    def test_dunning_rule_10(self):
        self.assertEqual(dunning.dunning_rule_10(10), 112)

    def test_dunning_rule_11(self):
        self.assertEqual(dunning.dunning_rule_11(11), 134)

    def test_dunning_rule_12(self):
        self.assertEqual(dunning.dunning_rule_12(12), 158)

    def test_dunning_rule_13(self):
        self.assertEqual(dunning.dunning_rule_13(13), 184)

