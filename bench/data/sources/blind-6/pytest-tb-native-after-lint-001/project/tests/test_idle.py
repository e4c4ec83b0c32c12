import pytest

from fleetstats import idle


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_basalt(value):
    assert idle.idle_basalt(value) == round(value * 2 + 1, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_cedar(value):
    assert idle.idle_cedar(value) == round(value * 3 + 1, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_delta(value):
    assert idle.idle_delta(value) == round(value * 4 + 1, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_ember(value):
    assert idle.idle_ember(value) == round(value * 5 + 1, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_fable(value):
    assert idle.idle_fable(value) == round(value * 6 + 1, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_idle_garnet(value):
    assert idle.idle_garnet(value) == round(value * 7 + 1, 3)
