"""How a published message reaches the sockets that listen for it: one subscription per
process, a queue per socket.

Every stream to a browser is published on Redis pub/sub channels (web.broadcast.publish):
a run's page, the review queue, a lab comparison's progress, and every socket's session
and user channels (web.sockets). Each web process (each event loop) subscribes once to
each channel its sockets listen on (`Fanout`), drops a message that does not have its
channel's shape (anyone who may PUBLISH to Redis may send), and hands the rest to each
socket listening there (`StreamConsumer.offer`): one message per process, not one per
socket. The fan-out never waits on a socket: a send waits while the browser's buffer is
full, so each socket has a queue and a task of its own, and a slow browser holds up no one
else. Pub/sub keeps nothing for a connection that is down: when the subscription had to
be made again (Redis restarted, the connection dropped), or a socket fell `MAX_PENDING`
messages behind, the socket reads what it missed from the database
(`StreamConsumer.catch_up`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import weakref
from collections import deque
from collections.abc import Mapping
from typing import Any

import redis.asyncio
from django.conf import settings
from django.contrib.auth.models import User
from redis.backoff import NoBackoff
from redis.retry import Retry

from web.broadcast import Shape, pubsub_channel
from web.redis_clients import async_client
from web.sockets import ACCESS_KINDS, AccessConsumer

logger = logging.getLogger(__name__)

HEALTH_CHECK = 15
"""Seconds between redis-py's pings on a quiet subscription (a connection Redis closed is
found then, and made again, subscribed to the same channels). A connection that goes
silent without closing is not found this way: TCP keepalive finds it, later."""
CONNECT_TIMEOUT = 2.0
"""Seconds a connection to Redis may take; sockets connecting meanwhile wait for it."""
READ_WAIT = 1.0
"""Seconds the reader waits for a message before it asks again: after Redis was away, the
sockets catch up at most this long after it is back."""
CLIENT_NAME = "loopglass-viewers"
"""The fan-out connection's name in Redis's CLIENT LIST."""
MAX_PENDING = 500
"""Messages a socket may have waiting to be sent; past it they are dropped, and the socket
is sent what it missed from the database instead (`StreamConsumer.catch_up`)."""

Message = Mapping[str, Any]
"""A message as published, its shape checked: its `type` names the handler it goes to."""
RESYNC: Message = {"type": "fanout.resync"}
"""Not a published message: the socket may have missed some, and catches up."""


class Fanout:
    """One process's (one event loop's) sockets, and its one subscription to each pub/sub
    channel they listen on. A message that comes in with its channel's shape is handed to
    each socket listening there, in the order Redis published them. With no socket left,
    the connection is closed."""

    def __init__(self) -> None:
        self.listeners: dict[str, set[StreamConsumer]] = {}
        """The sockets listening on each channel subscribed to, by its full name."""
        self._shapes: dict[str, Shape] = {}
        """The shape of the messages of each channel subscribed to."""
        self._lock = asyncio.Lock()
        self._pubsub: redis.asyncio.client.PubSub | None = None
        self._reader: asyncio.Task[None] | None = None

    async def add(self, socket: StreamConsumer, channels: Mapping[str, Shape]) -> None:
        """`socket` listens on these channels (by name: the shape of their messages)."""
        async with self._lock:
            if self._pubsub is None:
                self._pubsub = _subscriber()
            shapes = {pubsub_channel(name): shape for name, shape in channels.items()}
            new = [channel for channel in shapes if channel not in self.listeners]
            if new:  # first: a subscribe that fails (Redis away) leaves nothing claimed
                await self._pubsub.subscribe(*new)
            for channel, shape in shapes.items():
                self.listeners.setdefault(channel, set()).add(socket)
                self._shapes.setdefault(channel, shape)
            if self._reader is None:
                self._reader = asyncio.create_task(self._read(self._pubsub))

    async def remove(self, socket: StreamConsumer, names: list[str]) -> None:
        async with self._lock:
            gone = []
            for channel in map(pubsub_channel, names):
                listening = self.listeners.get(channel, set())
                listening.discard(socket)
                if not listening and self.listeners.pop(channel, None) is not None:
                    self._shapes.pop(channel, None)
                    gone.append(channel)
            if self._pubsub is None:
                return
            if not self.listeners:
                await self._close()
            elif gone:
                await self._pubsub.unsubscribe(*gone)

    async def _close(self) -> None:
        """The last socket left: the reader stops and the connection closes."""
        pubsub, reader, self._pubsub, self._reader = self._pubsub, self._reader, None, None
        if reader is not None:
            reader.cancel()
        if pubsub is not None:
            await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves it untyped

    async def _read(self, pubsub: redis.asyncio.client.PubSub) -> None:
        missed = False
        while True:
            try:
                raw = await pubsub.get_message(timeout=READ_WAIT)
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis away: messages are lost until it is back
                logger.warning("socket streams: could not receive", exc_info=True)
                missed = True
                await asyncio.sleep(1.0)
                continue
            if missed:  # subscribed again: every socket reads what it missed
                missed = False
                for socket in {s for listening in self.listeners.values() for s in listening}:
                    socket.offer(RESYNC)
            if raw and raw["type"] == "message":
                try:
                    self._hand_out(raw["channel"], raw["data"])
                except Exception:  # a message none of ours published: the reader goes on
                    logger.warning("socket streams: a message was dropped", exc_info=True)

    def _hand_out(self, channel: bytes | str, data: bytes | str) -> None:
        name = channel.decode() if isinstance(channel, bytes) else channel
        shape = self._shapes.get(name)
        message = _decoded(data)
        if shape is None or message is None or not shape(message):
            return
        for socket in list(self.listeners.get(name, ())):
            socket.offer(message)


def _subscriber() -> redis.asyncio.client.PubSub:
    client = async_client(
        settings.REDIS_URL,
        health_check_interval=HEALTH_CHECK,
        client_name=CLIENT_NAME,
        socket_connect_timeout=CONNECT_TIMEOUT,
        socket_keepalive=True,  # TCP and TLS only: a unix socket takes none
        # no retry inside redis-py: a dropped connection must reach `_read`, which
        # resubscribes and has every socket catch up
        retry=Retry(NoBackoff(), 0),
    )
    return client.pubsub(ignore_subscribe_messages=True)


def _decoded(data: bytes | str) -> dict[str, Any] | None:
    """A JSON object with a string `type`, or None."""
    try:
        message = json.loads(data)
    except ValueError:
        return None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return None
    return message


_fanouts: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Fanout] = weakref.WeakKeyDictionary()


def fanout() -> Fanout:
    """This event loop's fan-out."""
    loop = asyncio.get_running_loop()
    found = _fanouts.get(loop)
    if found is None:
        found = _fanouts[loop] = Fanout()
    return found


class StreamConsumer(AccessConsumer):
    """A socket fed by this process's `Fanout`. A subclass names its stream's channels and
    their shape (`stream`), what the page needs from the database (`catch_up`: sent once
    accepted, and again whenever messages may have been missed), and a handler per message
    type: `run.step` goes to `run_step`."""

    latest_only: frozenset[str] = frozenset()
    """Types of message that are each the whole state: a newer one replaces one waiting at
    the queue's end, so a socket that reads slowly skips states."""
    ready = False
    """Set once `catch_up` has sent what the page needs first; until then what the fan-out
    hands over waits (`offer`)."""

    async def connect(self) -> None:
        self._pending: deque[Message] = deque()
        self._sender: asyncio.Task[None] | None = None
        self._channels: list[str] = []
        try:
            await super().connect()
        except BaseException:  # the browser left during the catch-up, say: no disconnect()
            await self._leave()
            raise

    async def listen(self, channels: Mapping[str, Shape]) -> None:
        self._channels.extend(channels)
        await fanout().add(self, channels)

    async def join(self, user: User) -> None:
        channels = await self.stream(user)
        if not self.closing:
            await self.listen(channels)

    async def stream(self, user: User) -> Mapping[str, Shape]:
        """The stream's channels (by name) and the shape of their messages, or refuse()."""
        raise NotImplementedError

    async def started(self) -> None:
        await self.catch_up()
        self.ready = True
        self._start_sending()

    async def catch_up(self) -> None:
        """Send what the page needs from the database: first, and after a gap."""

    async def disconnect(self, code: int) -> None:
        await self._leave()

    async def end(self, code: int) -> None:
        """Closed by us: out of the fan-out at once, not when the browser's goodbye comes
        (a refused socket listens on its session's and user's channels already)."""
        await super().end(code)
        await self._leave()

    async def _leave(self) -> None:
        """No more messages: out of the fan-out, the queue dropped (twice does no harm)."""
        channels, self._channels = self._channels, []
        if channels:
            await fanout().remove(self, channels)
        self._pending.clear()
        if self._sender is not None and self._sender is not asyncio.current_task():
            self._sender.cancel()  # the sender itself, ending the socket, stops on its own

    def offer(self, message: Message) -> None:
        """A message from this process's Fanout, sent in order by this socket's own task,
        so a socket that is slow holds up no one but itself. A message of `latest_only`
        replaces one of its type waiting right before it; a socket too far behind skips
        what waits and catches up from the database instead."""
        pending = self._pending
        kind = message["type"]
        if kind in self.latest_only and pending and pending[-1]["type"] == kind:
            pending[-1] = message
        elif len(pending) >= MAX_PENDING:  # what was waiting is read again, but for access
            kept = [m for m in pending if m["type"] in ACCESS_KINDS]
            pending.clear()
            pending.extend([*kept, RESYNC])
            if kind in ACCESS_KINDS:
                pending.append(message)
        else:
            pending.append(message)
        self._start_sending()

    def _start_sending(self) -> None:
        if self.ready and self._pending and (self._sender is None or self._sender.done()):
            self._sender = asyncio.create_task(self._send_pending())

    async def _send_pending(self) -> None:
        while self._pending and not self.closing:
            message = self._pending.popleft()
            try:
                await self._handle(message)
            except Exception:  # this socket, gone
                logger.debug("a message did not reach a socket", exc_info=True)
                return

    async def _handle(self, message: Message) -> None:
        if message is RESYNC:
            await self.catch_up()
            return
        handler = getattr(self, message["type"].replace(".", "_"))
        await handler(message)

    async def send_html(self, message: Message) -> None:
        """Send the message's fragment as it is (a handler for most types)."""
        await self.send(text_data=message["html"])
