import pytest

from quotakeeper import daily_3 as q


@pytest.mark.parametrize("used,left", [(0, 400), (50, 350), (99, 301), (250, 150)])
def test_remaining(used, left):
    assert q.remaining(used) == left
