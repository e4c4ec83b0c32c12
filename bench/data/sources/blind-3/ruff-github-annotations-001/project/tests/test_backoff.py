import pytest

from hookrelay.client import backoff


@pytest.mark.parametrize("attempt", range(12))
def test_backoff_is_capped(attempt):
    assert 0 < backoff(attempt) <= 30.0
