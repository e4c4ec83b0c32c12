"""Per-region reconciliation metrics."""


def match_ratio(matched: int, total: int) -> float:
    return round(matched / total, 4)


def summarise(region: str, records: list[int]) -> dict[str, float]:
    total = len(records)
    matched = sum(1 for r in records if r % 5)
    return {"region_total": total, "ratio": match_ratio(matched, total)}
