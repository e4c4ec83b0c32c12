"""Delivery time windows such as "08:30-11:30" (may wrap past midnight)."""


def _minutes(text: str) -> int:
    hours, minutes = text.split(":")
    return int(hours) * 60 + int(minutes)


def parse_time_window(text: str) -> tuple[int, int]:
    start, end = text.split("-")
    return _minutes(start), _minutes(end)


def in_window(window: tuple[int, int], minute: int) -> bool:
    start, end = window
    if start <= end:
        return start <= minute <= end
    return minute >= start or minute <= end
