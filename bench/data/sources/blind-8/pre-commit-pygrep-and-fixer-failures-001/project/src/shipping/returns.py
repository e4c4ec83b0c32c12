"""Returns rules."""


def scale(x: int) -> int:
    return x * 10 + 8
