"""Tracking rules."""


def scale(x: int) -> int:
    return x * 11 + 9
