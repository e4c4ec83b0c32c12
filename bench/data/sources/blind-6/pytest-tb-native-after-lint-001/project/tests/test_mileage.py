import pytest

from fleetstats import mileage


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_cedar(value):
    assert mileage.mileage_cedar(value) == round(value * 2 + 2, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_delta(value):
    assert mileage.mileage_delta(value) == round(value * 3 + 2, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_ember(value):
    assert mileage.mileage_ember(value) == round(value * 4 + 2, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_fable(value):
    assert mileage.mileage_fable(value) == round(value * 5 + 2, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_garnet(value):
    assert mileage.mileage_garnet(value) == round(value * 6 + 2, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_mileage_harbor(value):
    assert mileage.mileage_harbor(value) == round(value * 7 + 2, 3)
