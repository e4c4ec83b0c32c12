import pytest

from geokit import h3cell as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_ember(x):
    assert m.h3cell_ember(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_fable(x):
    assert m.h3cell_fable(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_garnet(x):
    assert m.h3cell_garnet(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_harbor(x):
    assert m.h3cell_harbor(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_iris(x):
    assert m.h3cell_iris(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_juniper(x):
    assert m.h3cell_juniper(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_kestrel(x):
    assert m.h3cell_kestrel(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_lumen(x):
    assert m.h3cell_lumen(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_h3cell_maple(x):
    assert m.h3cell_maple(x, 1.0) == round(x * 9 + 1.0, 6)
