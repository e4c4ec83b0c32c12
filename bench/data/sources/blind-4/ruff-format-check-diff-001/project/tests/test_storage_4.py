import pytest

from quotakeeper import storage_4 as q


@pytest.mark.parametrize("used,left", [(0, 500), (50, 450), (99, 401), (250, 250)])
def test_remaining(used, left):
    assert q.remaining(used) == left
