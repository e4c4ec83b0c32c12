"""One Redis URL, as the Celery broker wants it."""

from __future__ import annotations


def celery_broker_url(url: str) -> str:
    """kombu spells a Redis unix socket redis+socket://."""
    return url.replace("unix://", "redis+socket://", 1)
