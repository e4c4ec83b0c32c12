import pytest

from quotakeeper import egress_2 as q


@pytest.mark.parametrize("used,left", [(0, 300), (50, 250), (99, 201), (250, 50)])
def test_remaining(used, left):
    assert q.remaining(used) == left
