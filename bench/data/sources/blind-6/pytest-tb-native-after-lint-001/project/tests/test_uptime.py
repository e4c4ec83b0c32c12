import pytest

from fleetstats import uptime


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_harbor(value):
    assert uptime.uptime_harbor(value) == round(value * 2 + 7, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_iris(value):
    assert uptime.uptime_iris(value) == round(value * 3 + 7, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_juniper(value):
    assert uptime.uptime_juniper(value) == round(value * 4 + 7, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_kestrel(value):
    assert uptime.uptime_kestrel(value) == round(value * 5 + 7, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_lumen(value):
    assert uptime.uptime_lumen(value) == round(value * 6 + 7, 3)


@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])
def test_uptime_maple(value):
    assert uptime.uptime_maple(value) == round(value * 7 + 7, 3)
