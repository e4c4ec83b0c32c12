import pytest

from geokit import polyline as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_garnet(x):
    assert m.polyline_garnet(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_harbor(x):
    assert m.polyline_harbor(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_iris(x):
    assert m.polyline_iris(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_juniper(x):
    assert m.polyline_juniper(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_kestrel(x):
    assert m.polyline_kestrel(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_lumen(x):
    assert m.polyline_lumen(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_maple(x):
    assert m.polyline_maple(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_nectar(x):
    assert m.polyline_nectar(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_polyline_onyx(x):
    assert m.polyline_onyx(x, 1.0) == round(x * 9 + 1.0, 6)
