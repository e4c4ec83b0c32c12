import pytest

from quotakeeper import egress_6 as q


@pytest.mark.parametrize("used,left", [(0, 700), (50, 650), (99, 601), (250, 450)])
def test_remaining(used, left):
    assert q.remaining(used) == left
