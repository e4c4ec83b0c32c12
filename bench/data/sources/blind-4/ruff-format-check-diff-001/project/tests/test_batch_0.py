import pytest

from quotakeeper import batch_0 as q


@pytest.mark.parametrize("used,left", [(0, 100), (50, 50), (99, 1), (250, 0)])
def test_remaining(used, left):
    assert q.remaining(used) == left
