"""The one way from sync code (a worker, a view, a signal) to the browsers: a channel-layer
group send.

Sends go through one event loop per process, kept on a daemon thread: with
`async_to_sync`, each send started a thread, a loop and a Redis connection
of its own, about 3 ms of CPU a message. A failed send is logged, not
raised: the database is the source of truth, and a viewer that missed a
message gets it from there when it reconnects.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections.abc import Mapping
from typing import Any

from channels.layers import get_channel_layer

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
