import unittest
from decimal import Decimal

from ledger.money import format_money, round_money, split, to_cents


class TestMoney(unittest.TestCase):
    def test_to_cents(self):
        self.assertEqual(to_cents(Decimal("12.34")), 1234)

    def test_round_half_up(self):
        self.assertEqual(round_money(Decimal("2.675")), Decimal("2.68"))

    def test_split_three(self):
        self.assertEqual(sum(split(Decimal("10.00"), 3)), Decimal("10.00"))

    def test_split_one(self):
        self.assertEqual(split(Decimal("7.00"), 1), [Decimal("7.00")])

    def test_format(self):
        self.assertEqual(format_money(Decimal("3"), "USD"), "3.00 USD")
