"""Pickup rules."""


def scale(x: int) -> int:
    return x * 8 + 6
