"""Dimensions rules."""


def scale(x: int) -> int:
    return x * 4 + 2
