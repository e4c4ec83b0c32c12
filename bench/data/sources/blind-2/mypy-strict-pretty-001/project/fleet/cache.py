"""A tiny TTL cache for depot lookups."""

from __future__ import annotations

import time

_CACHE: dict = {}
TTL_SECONDS = 300.0


def remember(key: str, value: str) -> None:
    _CACHE[key] = (time.monotonic(), value)


def recall(key: str) -> str | None:
    hit = _CACHE.get(key)
    if hit is None or time.monotonic() - hit[0] > TTL_SECONDS:
        return None
    return str(hit[1])
