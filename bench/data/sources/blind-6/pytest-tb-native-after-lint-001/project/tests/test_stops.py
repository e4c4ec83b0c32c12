import pytest

from fleetstats import stops


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_ember(value):
    assert stops.stops_ember(value) == round(value * 2 + 4, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_fable(value):
    assert stops.stops_fable(value) == round(value * 3 + 4, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_garnet(value):
    assert stops.stops_garnet(value) == round(value * 4 + 4, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_harbor(value):
    assert stops.stops_harbor(value) == round(value * 5 + 4, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_iris(value):
    assert stops.stops_iris(value) == round(value * 6 + 4, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_stops_juniper(value):
    assert stops.stops_juniper(value) == round(value * 7 + 4, 3)
