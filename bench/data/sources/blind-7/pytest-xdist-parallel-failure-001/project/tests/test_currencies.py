import pytest

from fxconvert.currencies import exponent

CODES = ['AED', 'AUD', 'BHD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'ISK', 'JOD', 'JPY', 'KRW', 'KWD', 'MXN', 'MYR', 'NOK', 'NZD', 'OMR', 'PHP', 'PLN', 'RON', 'SAR', 'SEK', 'SGD', 'THB', 'TND', 'TRY', 'TWD', 'USD', 'VND', 'ZAR']


@pytest.mark.parametrize("code", CODES)
def test_exponent_is_known(code):
    assert exponent(code) in (0, 2, 3)


@pytest.mark.parametrize("code", ["XXX", "EURO", "", "usd"])
def test_unknown_code_is_rejected(code):
    with pytest.raises(ValueError):
        exponent(code)
