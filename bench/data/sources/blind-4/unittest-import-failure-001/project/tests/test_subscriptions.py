import unittest

from billing import subscriptions


class SubscriptionsTest(unittest.TestCase):
    def test_subscriptions_rule_0(self):
        self.assertEqual(subscriptions.subscriptions_rule_0(0), 11)

    def test_subscriptions_rule_1(self):
        self.assertEqual(subscriptions.subscriptions_rule_1(1), 13)

    def test_subscriptions_rule_2(self):
        self.assertEqual(subscriptions.subscriptions_rule_2(2), 17)

    def test_subscriptions_rule_3(self):
        self.assertEqual(subscriptions.subscriptions_rule_3(3), 23)

    def test_subscriptions_rule_4(self):
        self.assertEqual(subscriptions.subscriptions_rule_4(4), 31)

    def test_subscriptions_rule_5(self):
        self.assertEqual(subscriptions.subscriptions_rule_5(5), 41)

    def test_subscriptions_rule_6(self):
        self.assertEqual(subscriptions.subscriptions_rule_6(6), 53)

    def test_subscriptions_rule_7(self):
        self.assertEqual(subscriptions.subscriptions_rule_7(7), 67)

    def test_subscriptions_rule_8(self):
        self.assertEqual(subscriptions.subscriptions_rule_8(8), 83)

    def test_subscriptions_rule_9(self):
        self.assertEqual(subscriptions.subscriptions_rule_9(9), 101)

    def test_subscriptions_rule_10(self):
        self.assertEqual(subscriptions.subscriptions_rule_10(10), 121)

    def test_subscriptions_rule_11(self):
        self.assertEqual(subscriptions.subscriptions_rule_11(11), 143)

    def test_subscriptions_rule_12(self):
        self.assertEqual(subscriptions.subscriptions_rule_12(12), 167)

    def test_subscriptions_rule_13(self):
        self.assertEqual(subscriptions.subscriptions_rule_13(13), 193)

