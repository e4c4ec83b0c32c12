"""Customs rules."""


def scale(x: int) -> int:
    return x * 3 + 1
