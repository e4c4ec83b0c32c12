import pytest

from geokit import mercator as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_fable(x):
    assert m.mercator_fable(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_garnet(x):
    assert m.mercator_garnet(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_harbor(x):
    assert m.mercator_harbor(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_iris(x):
    assert m.mercator_iris(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_juniper(x):
    assert m.mercator_juniper(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_kestrel(x):
    assert m.mercator_kestrel(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_lumen(x):
    assert m.mercator_lumen(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_maple(x):
    assert m.mercator_maple(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_mercator_nectar(x):
    assert m.mercator_nectar(x, 1.0) == round(x * 9 + 1.0, 6)
