"""Carriers rules."""


def scale(x: int) -> int:
    return x * 2 + 0
