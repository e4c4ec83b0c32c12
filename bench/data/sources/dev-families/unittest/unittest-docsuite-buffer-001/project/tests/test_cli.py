import unittest

from ledger.invoice import Invoice


class TestReport(unittest.TestCase):
    def test_report_mentions_every_currency(self):
        invoice = Invoice("2025-0200")
        invoice.add("Widget", 1, "3.00")
        invoice.add("Hosting", 1, "9.00", currency="USD")
        text = invoice.render()
        print(text)
        self.assertIn("Total: 9.00 USD", text)
