import unittest

from billing.tax import gross, vat


class TaxTests(unittest.TestCase):
    def test_vat_standard_rate(self):
        self.assertEqual(vat(100.0, 0.2), 20.0)

    def test_gross_adds_vat(self):
        self.assertEqual(gross(10.0, 0.1), 11.0)

    def test_vat_rounds_half_up(self):
        # 10.70 * 25% = 2.675: half a cent rounds up
        print("invoice INV-2231 line 3: net 10.70 at 25%")
        self.assertEqual(vat(10.7, 0.25), 2.68)


if __name__ == "__main__":
    unittest.main()
