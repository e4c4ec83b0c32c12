import pytest

from fleetstats import temps


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_fable(value):
    assert temps.temps_fable(value) == round(value * 2 + 5, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_garnet(value):
    assert temps.temps_garnet(value) == round(value * 3 + 5, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_harbor(value):
    assert temps.temps_harbor(value) == round(value * 4 + 5, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_iris(value):
    assert temps.temps_iris(value) == round(value * 5 + 5, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_juniper(value):
    assert temps.temps_juniper(value) == round(value * 6 + 5, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_temps_kestrel(value):
    assert temps.temps_kestrel(value) == round(value * 7 + 5, 3)
