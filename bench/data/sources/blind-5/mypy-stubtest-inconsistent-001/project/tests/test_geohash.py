import pytest

from geokit import geohash as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_cedar(x):
    assert m.geohash_cedar(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_delta(x):
    assert m.geohash_delta(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_ember(x):
    assert m.geohash_ember(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_fable(x):
    assert m.geohash_fable(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_garnet(x):
    assert m.geohash_garnet(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_harbor(x):
    assert m.geohash_harbor(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_iris(x):
    assert m.geohash_iris(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_juniper(x):
    assert m.geohash_juniper(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_geohash_kestrel(x):
    assert m.geohash_kestrel(x, 1.0) == round(x * 9 + 1.0, 6)
