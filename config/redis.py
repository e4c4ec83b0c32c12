"""One Redis URL, as the channel layer and the Celery broker each want it."""

from __future__ import annotations

from typing import Any

SOCKET_TIMEOUT = 10
"""Above channels-redis's 5 s blocking receive: with redis-py's 5 s default the read timed out
at the same moment and dropped every viewer of a quiet run (django/channels_redis#422)."""


def channel_layers(url: str, prefix: str) -> dict[str, Any]:
    """channels-redis on `url` (redis://, rediss:// or unix://), keys under `prefix`."""
    host = {"address": url, "socket_timeout": SOCKET_TIMEOUT}
    return {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [host], "prefix": prefix, "capacity": 1000, "expiry": 30},
        }
    }


def celery_broker_url(url: str) -> str:
    """kombu spells a Redis unix socket redis+socket://."""
    return url.replace("unix://", "redis+socket://", 1)
