"""Weights rules."""


def scale(x: int) -> int:
    return x * 12 + 10
