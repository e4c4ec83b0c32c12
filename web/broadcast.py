"""The ways from sync code (a worker, a view, a signal) to the browsers: a channel-layer
group send, and a Redis pub/sub publish.

Group sends go through one event loop per process, kept on a daemon thread: with
`async_to_sync`, each send started a thread, a loop and a Redis connection
of its own, about 3 ms of CPU a message. A publish is one round trip on a sync
client, whoever listens (runs.broadcast: a run's messages, many a second). A failed
send or publish is logged, not raised: the database is the source of truth, and a
viewer that missed a message gets it from there when it reconnects.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
from collections.abc import Mapping
from typing import Any

import redis
from channels.layers import get_channel_layer
from django.conf import settings

from web.redis_clients import database, sync_client

logger = logging.getLogger(__name__)
SEND_TIMEOUT = 2.0
"""A worker waits no longer for Redis than this; the step is in the database either way."""


class _SenderLoop:
    """An event loop on a daemon thread; made again in a forked child, which has no threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pid = 0
        self._loop: asyncio.AbstractEventLoop | None = None

    def get(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None or self._pid != os.getpid():
                self._loop = asyncio.new_event_loop()
                self._pid = os.getpid()
                thread = threading.Thread(
                    target=self._loop.run_forever, name="broadcast", daemon=True
                )
                thread.start()
            return self._loop


_sender = _SenderLoop()


def send_to_group(group: str, message: Mapping[str, Any]) -> None:
    """Send to a channel-layer group from sync code, within SEND_TIMEOUT; never raises."""
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        sent = asyncio.run_coroutine_threadsafe(
            layer.group_send(group, dict(message)), _sender.get()
        )
        try:
            sent.result(SEND_TIMEOUT)
        finally:
            sent.cancel()  # a no-op once it is done; stops a send that timed out
    except Exception:  # the channel layer is down; viewers backfill when they reconnect
        logger.warning("could not broadcast %s to %s", message["type"], group, exc_info=True)


class _Clients:
    """One sync Redis client per process (made again in a forked child, or when the
    settings name another Redis)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._made_for = (0, "")
        self._client: redis.Redis | None = None

    def get(self) -> redis.Redis:
        with self._lock:
            made_for = (os.getpid(), settings.REDIS_URL)
            if self._client is None or self._made_for != made_for:
                self._client = sync_client(
                    settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2
                )
                self._made_for = made_for
            return self._client


clients = _Clients()


def pubsub_channel(name: str) -> str:
    """The Redis pub/sub channel called `name`, under this installation's prefix and its
    database number: keys are per database, pub/sub channels are not, so two installations
    on one Redis server with the same prefix in databases 0 and 1 would hear each other."""
    return f"{settings.REDIS_PREFIX}:db{database(settings.REDIS_URL)}:{name}"


def publish(name: str, message: Mapping[str, Any]) -> None:
    """Publish `message` as JSON on the pub/sub channel `name` (`pubsub_channel`); never
    raises."""
    try:
        clients.get().publish(pubsub_channel(name), json.dumps(message))
    except redis.RedisError:  # viewers read what they missed from the database
        logger.warning("could not publish %s to %s", message["type"], name, exc_info=True)
