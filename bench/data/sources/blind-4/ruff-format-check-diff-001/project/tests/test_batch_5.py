import pytest

from quotakeeper import batch_5 as q


@pytest.mark.parametrize("used,left", [(0, 600), (50, 550), (99, 501), (250, 350)])
def test_remaining(used, left):
    assert q.remaining(used) == left
