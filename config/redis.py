"""One Redis URL, as the channel layer and the Celery broker each want it."""

from __future__ import annotations

from typing import Any

SOCKET_TIMEOUT = 10
"""Above channels-redis's 5 s blocking receive: with redis-py's 5 s default the read timed out
at the same moment and dropped every viewer of a quiet run (django/channels_redis#422)."""


MAX_CONNECTIONS = 2000
"""Of a process's channel-layer pool. redis-py 8 caps a pool at 100 by default and fails a
command past it at once (MaxConnectionsError), not waiting: 100 viewers connecting to one
web process at the same moment (each joining its run's group) refused the 101st. A pool
keeps what it opened, up to its busiest moment; Redis allows 10,000 clients by default."""


def channel_layers(url: str, prefix: str) -> dict[str, Any]:
    """channels-redis on `url` (redis://, rediss:// or unix://), keys under `prefix`."""
    host = {"address": url, "socket_timeout": SOCKET_TIMEOUT, "max_connections": MAX_CONNECTIONS}
    return {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [host], "prefix": prefix, "capacity": 1000, "expiry": 30},
        }
    }


def celery_broker_url(url: str) -> str:
    """kombu spells a Redis unix socket redis+socket://."""
    return url.replace("unix://", "redis+socket://", 1)
