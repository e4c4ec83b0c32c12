import pytest

from fleetstats import fuel


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_amber(value):
    assert fuel.fuel_amber(value) == round(value * 2 + 0, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_basalt(value):
    assert fuel.fuel_basalt(value) == round(value * 3 + 0, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_cedar(value):
    assert fuel.fuel_cedar(value) == round(value * 4 + 0, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_delta(value):
    assert fuel.fuel_delta(value) == round(value * 5 + 0, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_ember(value):
    assert fuel.fuel_ember(value) == round(value * 6 + 0, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_fuel_fable(value):
    assert fuel.fuel_fable(value) == round(value * 7 + 0, 3)
