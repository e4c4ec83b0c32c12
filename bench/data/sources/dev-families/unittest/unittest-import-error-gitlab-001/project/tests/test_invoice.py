import unittest
from decimal import Decimal

from ledger.invoice import Invoice


class TestInvoice(unittest.TestCase):
    def setUp(self):
        self.invoice = Invoice("2025-0042")
        self.invoice.add("Widget", 2, "12.50")
        self.invoice.add("Gadget", 1, "5.00")
        self.invoice.add("Support hour", 3, "40.00", currency="USD")

    def test_line_count(self):
        self.assertEqual(len(self.invoice.lines), 3)

    def test_totals_by_currency(self):
        self.assertDictEqual(
            self.invoice.totals_by_currency(),
            {"EUR": Decimal("30.00"), "USD": Decimal("120.00")},
        )

    def test_render(self):
        expected = (
            "Invoice 2025-0042\n"
            "2 x Widget @ 12.50\n"
            "1 x Gadget @ 5.00\n"
            "3 x Support hour @ 40.00\n"
            "Total: 30.00 EUR\n"
            "Total: 120.00 USD\n"
        )
        self.assertMultiLineEqual(self.invoice.render(), expected)

    def test_number(self):
        self.assertTrue(self.invoice.number.startswith("2025-"))
