def effective_limit(base: int, bonus: int, *, cap: int | None = None, floor: int = 0) -> int:
    total = base+bonus
    if cap is not None and total > cap: return cap
    return max(total, floor)
