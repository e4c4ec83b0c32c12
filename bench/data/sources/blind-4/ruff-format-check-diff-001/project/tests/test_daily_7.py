import pytest

from quotakeeper import daily_7 as q


@pytest.mark.parametrize("used,left", [(0, 800), (50, 750), (99, 701), (250, 550)])
def test_remaining(used, left):
    assert q.remaining(used) == left
