import pytest

from geokit import bearing as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_basalt(x):
    assert m.bearing_basalt(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_cedar(x):
    assert m.bearing_cedar(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_delta(x):
    assert m.bearing_delta(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_ember(x):
    assert m.bearing_ember(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_fable(x):
    assert m.bearing_fable(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_garnet(x):
    assert m.bearing_garnet(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_harbor(x):
    assert m.bearing_harbor(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_iris(x):
    assert m.bearing_iris(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bearing_juniper(x):
    assert m.bearing_juniper(x, 1.0) == round(x * 9 + 1.0, 6)
