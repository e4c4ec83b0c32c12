"""ISO 4217 minor-unit exponents."""

EXPONENTS = {'AED': 2, 'AUD': 2, 'BHD': 3, 'BRL': 2, 'CAD': 2, 'CHF': 2, 'CLP': 0, 'CNY': 2, 'CZK': 2, 'DKK': 2, 'EUR': 2, 'GBP': 2, 'HKD': 2, 'HUF': 2, 'IDR': 2, 'ILS': 2, 'INR': 2, 'ISK': 0, 'JOD': 3, 'JPY': 0, 'KRW': 0, 'KWD': 3, 'MXN': 2, 'MYR': 2, 'NOK': 2, 'NZD': 2, 'OMR': 3, 'PHP': 2, 'PLN': 2, 'RON': 2, 'SAR': 2, 'SEK': 2, 'SGD': 2, 'THB': 2, 'TND': 3, 'TRY': 2, 'TWD': 2, 'USD': 2, 'VND': 0, 'ZAR': 2}


def exponent(code: str) -> int:
    try:
        return EXPONENTS[code]
    except KeyError:
        raise ValueError(f"unknown currency: {code}") from None
