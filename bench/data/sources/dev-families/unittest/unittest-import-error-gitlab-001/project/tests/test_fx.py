import unittest
from decimal import Decimal

from ledger.fx import convert


class TestFx(unittest.TestCase):
    def test_same_currency(self):
        self.assertEqual(convert(Decimal("5"), "EUR", "EUR"), Decimal("5"))
