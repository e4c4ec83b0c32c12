import pytest

from quotakeeper import burst_1 as q


@pytest.mark.parametrize("used,left", [(0, 200), (50, 150), (99, 101), (250, 0)])
def test_remaining(used, left):
    assert q.remaining(used) == left
