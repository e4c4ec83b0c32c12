"""Labels rules."""


def scale(x: int) -> int:
    return x * 5 + 3
