import pytest

from postcodes.validate import is_valid, problems


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", ["empty"]), ("SW1A 1AA", []), ("QQ1 1AA", ["unknown area"]),
     ("SW1A 1AAAA", ["too long", "bad format"]), ("hello", ["bad format"])],
)
def test_problems(text, expected):
    assert problems(text) == expected


def test_is_valid():
    assert is_valid("ls1 4ap")
