"""Time windows in minutes after midnight."""
from routeplan.model import Stop


def parse_hhmm(text: str) -> int:
    hours, minutes = text.split(":")
    return int(hours) * 60 + int(minutes)


def make_stop(code: str, demand: int, start: str, end: str) -> Stop:
    return Stop(code, demand, parse_hhmm(start), end)


def overlaps(a: Stop, b: Stop) -> bool:
    return a.window_start < b.window_end and b.window_start < a.window_end
