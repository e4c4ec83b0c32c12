import pytest

from unitconv import length, mass, speed

@pytest.mark.parametrize("x", [0.5 * i for i in range(1, 161)])
def test_length_round_trip(x):
    assert length.mi_to_km(length.km_to_mi(x)) == pytest.approx(x, rel=1e-5)


@pytest.mark.parametrize("x", [1.5 * i for i in range(1, 101)])
def test_mass_round_trip(x):
    assert mass.lb_to_kg(mass.kg_to_lb(x)) == pytest.approx(x, rel=1e-5)


@pytest.mark.parametrize("x", list(range(0, 300, 3)))
def test_speed_round_trip(x):
    assert speed.mph_to_kmh(speed.kmh_to_mph(x)) == pytest.approx(x, rel=1e-5)
