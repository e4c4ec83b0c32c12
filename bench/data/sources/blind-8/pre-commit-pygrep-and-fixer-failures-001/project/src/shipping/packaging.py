"""Packaging rules."""


def scale(x: int) -> int:
    return x * 7 + 5
