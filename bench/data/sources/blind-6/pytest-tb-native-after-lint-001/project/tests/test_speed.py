import pytest

from fleetstats import speed


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_delta(value):
    assert speed.speed_delta(value) == round(value * 2 + 3, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_ember(value):
    assert speed.speed_ember(value) == round(value * 3 + 3, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_fable(value):
    assert speed.speed_fable(value) == round(value * 4 + 3, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_garnet(value):
    assert speed.speed_garnet(value) == round(value * 5 + 3, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_harbor(value):
    assert speed.speed_harbor(value) == round(value * 6 + 3, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_speed_iris(value):
    assert speed.speed_iris(value) == round(value * 7 + 3, 3)
