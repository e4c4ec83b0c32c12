import pytest

from postcodes.parse import normalise, parse

CODES = ['AB1 1AA', 'B8 4BQ', 'BS15 7DD', 'CB3 1ES', 'CF10 4FF', 'DD17 7GU', 'E5 1HH', 'EC12 4JX', 'EH19 7LL', 'G7 1NZ', 'L14 4PP', 'LS2 7QB', 'M9 1RR', 'N16 4SE', 'NE4 7TT', 'NW11 1UG', 'OX18 4WW', 'S6 7XJ', 'SE13 1YY', 'SW1 4ZN', 'W8 7AA', 'WC15 1BQ', 'YO3 4DD', 'AB10 7ES', 'B17 1FF', 'BS5 4GU', 'CB12 7HH', 'CF19 1JX', 'DD7 4LL', 'E14 7NZ', 'EC2 1PP', 'EH9 4QB', 'G16 7RR', 'L4 1SE', 'LS11 4TT', 'M18 7UG', 'N6 1WW', 'NE13 4XJ', 'NW1 7YY', 'OX8 1ZN', 'S15 4AA', 'SE3 7BQ', 'SW10 1DD', 'W17 4ES', 'WC5 7FF', 'YO12 1GU', 'AB19 4HH', 'B7 7JX', 'BS14 1LL', 'CB2 4NZ', 'CF9 7PP', 'DD16 1QB', 'E4 4RR', 'EC11 7SE', 'EH18 1TT', 'G6 4UG', 'L13 7WW', 'LS1 1XJ', 'M8 4YY', 'N15 7ZN', 'NE3 1AA', 'NW10 4BQ', 'OX17 7DD', 'S5 1ES', 'SE12 4FF', 'SW19 7GU', 'W7 1HH', 'WC14 4JX', 'YO2 7LL', 'AB9 1NZ', 'B16 4PP', 'BS4 7QB', 'CB11 1RR', 'CF18 4SE', 'DD6 7TT', 'E13 1UG', 'EC1 4WW', 'EH8 7XJ', 'G15 1YY', 'L3 4ZN', 'LS10 7AA', 'M17 1BQ', 'N5 4DD', 'NE12 7ES', 'NW19 1FF', 'OX7 4GU', 'S14 7HH', 'SE2 1JX', 'SW9 4LL', 'W16 7NZ', 'WC4 1PP', 'YO11 4QB']


@pytest.mark.parametrize("code", CODES)
def test_round_trip(code):
    assert normalise(code.lower().replace(" ", "")) == code


@pytest.mark.parametrize("code", CODES[:20])
def test_outward_and_inward(code):
    pc = parse(code)
    assert f"{pc.outward} {pc.inward}" == code


@pytest.mark.parametrize("text", ["", "12345", "SW1A-1AA", "ZZZZ 1AA"])
def test_rejects(text):
    with pytest.raises(ValueError):
        parse(text)
