"""The one way from sync code (a worker, a view, a signal) to the browsers: `publish`.

Every stream to a browser (a run's page, the review queue, a lab comparison's progress, a
session's and a user's access messages) is a Redis pub/sub channel (`pubsub_channel`); each
web process subscribes once to the channels its sockets listen on and hands the messages
out (web.fanout). A publish is one round trip on a sync client, whoever listens, however
many messages it carries, and with the key a sender keeps beside them (`Kept`: a run's
live state, runs.live). A failed publish is logged, not raised: the database is the source
of truth, and a viewer that missed a message gets it from there when it reconnects.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import redis
from django.conf import settings

from web.redis_clients import database, sync_client

logger = logging.getLogger(__name__)

Send = tuple[str, Mapping[str, Any]]
"""A message and the name of the channel it is published on (`pubsub_channel`)."""
Shape = Callable[[Mapping[str, Any]], bool]
"""Whether a message read from a channel has the shape its senders publish: anyone who may
PUBLISH to Redis may send others, and those are dropped (web.fanout)."""


def html_shape(kind: str) -> Shape:
    """The shape of a message of type `kind` that carries an htmx fragment, `html`."""

    def shaped(message: Mapping[str, Any]) -> bool:
        return message.get("type") == kind and isinstance(message.get("html"), str)

    return shaped


@dataclass(frozen=True, slots=True)
class Kept:
    """A key written in the same round trip as a publish."""

    key: str
    value: str | None
    """None deletes the key."""
    ttl: int
    """Seconds the value stays."""


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


def publish(*sends: Send, keep: Kept | None = None) -> None:
    """Publish each message as JSON on its channel, in order, with `keep` written first, in
    one round trip; never raises."""
    try:
        if keep is None and len(sends) == 1:  # the common case: no pipeline to build
            name, message = sends[0]
            clients.get().publish(pubsub_channel(name), json.dumps(message))
            return
        pipe = clients.get().pipeline(transaction=False)
        if keep is not None:
            _write(pipe, keep)
        for name, message in sends:
            pipe.publish(pubsub_channel(name), json.dumps(message))
        pipe.execute()
    except redis.RedisError:  # viewers read what they missed from the database
        kinds = ", ".join(f"{message['type']} to {name}" for name, message in sends)
        logger.warning("could not publish %s", kinds, exc_info=True)


def _write(pipe: redis.client.Pipeline, keep: Kept) -> None:
    if keep.value is None:
        pipe.delete(keep.key)
    else:
        pipe.set(keep.key, keep.value, ex=keep.ttl)
