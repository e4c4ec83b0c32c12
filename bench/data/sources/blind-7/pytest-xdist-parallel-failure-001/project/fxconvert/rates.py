"""Cross rates through EUR, rounded half-up to the target's minor unit."""
from decimal import ROUND_HALF_UP, Decimal

from fxconvert.currencies import exponent

EUR_RATES = {
    "AED": "3.97", "AUD": "1.66", "BHD": "0.407", "BRL": "5.86", "CAD": "1.49",
    "CHF": "0.94", "CLP": "1012", "CNY": "7.71", "CZK": "25.2", "DKK": "7.46",
    "EUR": "1", "GBP": "0.84", "USD": "1.08",
}


def convert(units: int, source: str, target: str) -> int:
    amount = Decimal(units).scaleb(-exponent(source))
    eur = amount / Decimal(EUR_RATES[source])
    out = (eur * Decimal(EUR_RATES[target])).scaleb(exponent(target))
    return int(out.quantize(Decimal(1), rounding=ROUND_HALF_UP))
