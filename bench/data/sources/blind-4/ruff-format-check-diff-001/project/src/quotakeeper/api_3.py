LIMIT = 400


def remaining(used: int) -> int:
    return max(LIMIT - used, 0)


def over(used: int) -> bool:
    return used > LIMIT
