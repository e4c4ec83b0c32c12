import pytest

from geokit import grid as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_delta(x):
    assert m.grid_delta(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_ember(x):
    assert m.grid_ember(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_fable(x):
    assert m.grid_fable(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_garnet(x):
    assert m.grid_garnet(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_harbor(x):
    assert m.grid_harbor(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_iris(x):
    assert m.grid_iris(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_juniper(x):
    assert m.grid_juniper(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_kestrel(x):
    assert m.grid_kestrel(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_grid_lumen(x):
    assert m.grid_lumen(x, 1.0) == round(x * 9 + 1.0, 6)
