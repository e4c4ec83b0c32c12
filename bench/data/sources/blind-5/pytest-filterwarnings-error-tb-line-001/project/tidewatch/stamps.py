"""Timestamps written into every tide observation record."""
import datetime


def stamp_now() -> str:
    """ISO-8601 UTC timestamp of 'now' (second precision)."""
    now = datetime.datetime.utcnow()
    return now.replace(microsecond=0).isoformat() + "Z"


def parse_stamp(text: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(text.removesuffix("Z"))
