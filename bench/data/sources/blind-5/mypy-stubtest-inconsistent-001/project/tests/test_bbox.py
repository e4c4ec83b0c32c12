import pytest

from geokit import bbox as m


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_amber(x):
    assert m.bbox_amber(x, 1.0) == round(x * 1 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_basalt(x):
    assert m.bbox_basalt(x, 1.0) == round(x * 2 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_cedar(x):
    assert m.bbox_cedar(x, 1.0) == round(x * 3 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_delta(x):
    assert m.bbox_delta(x, 1.0) == round(x * 4 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_ember(x):
    assert m.bbox_ember(x, 1.0) == round(x * 5 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_fable(x):
    assert m.bbox_fable(x, 1.0) == round(x * 6 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_garnet(x):
    assert m.bbox_garnet(x, 1.0) == round(x * 7 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_harbor(x):
    assert m.bbox_harbor(x, 1.0) == round(x * 8 + 1.0, 6)


@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])
def test_bbox_iris(x):
    assert m.bbox_iris(x, 1.0) == round(x * 9 + 1.0, 6)
