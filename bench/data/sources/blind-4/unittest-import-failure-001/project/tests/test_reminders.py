import unittest

from billing import reminders


class RemindersTest(unittest.TestCase):
    def test_reminders_rule_0(self):
        self.assertEqual(reminders.reminders_rule_0(0), 9)

    def test_reminders_rule_1(self):
        self.assertEqual(reminders.reminders_rule_1(1), 11)

    def test_reminders_rule_2(self):
        self.assertEqual(reminders.reminders_rule_2(2), 15)

    def test_reminders_rule_3(self):
        self.assertEqual(reminders.reminders_rule_3(3), 21)

    def test_reminders_rule_4(self):
        self.assertEqual(reminders.reminders_rule_4(4), 29)

    def test_reminders_rule_5(self):
        self.assertEqual(reminders.reminders_rule_5(5), 39)

    def test_reminders_rule_6(self):
        self.assertEqual(reminders.reminders_rule_6(6), 51)

    def test_reminders_rule_7(self):
        self.assertEqual(reminders.reminders_rule_7(7), 65)

    def test_reminders_rule_8(self):
        self.assertEqual(reminders.reminders_rule_8(8), 81)

    def test_reminders_rule_9(self):
        self.assertEqual(reminders.reminders_rule_9(9), 99)

    def test_reminders_rule_10(self):
        self.assertEqual(reminders.reminders_rule_10(10), 119)

    def test_reminders_rule_11(self):
        self.assertEqual(reminders.reminders_rule_11(11), 141)

    def test_reminders_rule_12(self):
        self.assertEqual(reminders.reminders_rule_12(12), 165)

    def test_reminders_rule_13(self):
        self.assertEqual(reminders.reminders_rule_13(13), 191)

