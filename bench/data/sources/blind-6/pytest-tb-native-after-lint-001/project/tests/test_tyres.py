import pytest

from fleetstats import tyres


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_garnet(value):
    assert tyres.tyres_garnet(value) == round(value * 2 + 6, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_harbor(value):
    assert tyres.tyres_harbor(value) == round(value * 3 + 6, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_iris(value):
    assert tyres.tyres_iris(value) == round(value * 4 + 6, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_juniper(value):
    assert tyres.tyres_juniper(value) == round(value * 5 + 6, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_kestrel(value):
    assert tyres.tyres_kestrel(value) == round(value * 6 + 6, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_tyres_lumen(value):
    assert tyres.tyres_lumen(value) == round(value * 7 + 6, 3)
