import unittest
from decimal import Decimal

from billing.invoice import InvoiceTotals, Line


class InvoiceTotalsTest(unittest.TestCase):
    def test_net(self):
        t = InvoiceTotals([Line("A-1", 2, Decimal("3.50"))])
        self.assertEqual(t.net, Decimal("7.00"))
