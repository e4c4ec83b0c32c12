"""Zones rules."""


def scale(x: int) -> int:
    return x * 13 + 11
