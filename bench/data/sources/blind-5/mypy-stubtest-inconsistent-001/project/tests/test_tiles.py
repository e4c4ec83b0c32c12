import pytest

from geokit import tiles as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_harbor(x):
    assert m.tiles_harbor(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_iris(x):
    assert m.tiles_iris(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_juniper(x):
    assert m.tiles_juniper(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_kestrel(x):
    assert m.tiles_kestrel(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_lumen(x):
    assert m.tiles_lumen(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_maple(x):
    assert m.tiles_maple(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_nectar(x):
    assert m.tiles_nectar(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_onyx(x):
    assert m.tiles_onyx(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_tiles_pollen(x):
    assert m.tiles_pollen(x, 1.0) == round(x * 9 + 1.0, 6)
