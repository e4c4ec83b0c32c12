"""Manifests rules."""


def scale(x: int) -> int:
    return x * 6 + 4
