import pytest

from mailroom import reset_3 as mod


@pytest.mark.parametrize("to", ["a@example.com", "b@example.org", "c@example.net"])
def test_headers(to):
    assert mod.headers(to)["To"] == to
