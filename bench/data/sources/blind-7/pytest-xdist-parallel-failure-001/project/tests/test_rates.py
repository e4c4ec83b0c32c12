import pytest

from fxconvert.rates import convert

PAIRS = [('AED', 'EUR'), ('AED', 'USD'), ('AED', 'GBP'), ('AUD', 'EUR'), ('AUD', 'USD'), ('AUD', 'GBP'), ('BHD', 'EUR'), ('BHD', 'USD'), ('BHD', 'GBP'), ('BRL', 'EUR'), ('BRL', 'USD'), ('BRL', 'GBP'), ('CAD', 'EUR'), ('CAD', 'USD'), ('CAD', 'GBP'), ('CHF', 'EUR'), ('CHF', 'USD'), ('CHF', 'GBP'), ('CLP', 'EUR'), ('CLP', 'USD'), ('CLP', 'GBP'), ('CNY', 'EUR'), ('CNY', 'USD'), ('CNY', 'GBP'), ('CZK', 'EUR'), ('CZK', 'USD'), ('CZK', 'GBP'), ('DKK', 'EUR'), ('DKK', 'USD'), ('DKK', 'GBP'), ('EUR', 'USD'), ('EUR', 'GBP'), ('GBP', 'EUR'), ('GBP', 'USD')]


@pytest.mark.parametrize(("source", "target"), PAIRS)
def test_identity_rate_round_trips(source, target):
    there = convert(100_000, source, target)
    back = convert(there, target, source)
    assert abs(back - 100_000) <= 1000


@pytest.mark.parametrize("code", ["EUR", "USD", "GBP", "CHF"])
def test_zero_is_zero(code):
    assert convert(0, "EUR", code) == 0
