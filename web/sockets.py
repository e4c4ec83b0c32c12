"""Sockets that end with the access they were opened with.

Each socket listens on two pub/sub channels besides its stream's (web.fanout): its
session's (named by a hash of the session key, since channel names go to Redis) and its
user's. Logging out publishes on the session's channel, and that session's sockets close
(4401); the user's other sessions stay signed in, so theirs stay open. A change to what a
user may see (a team's members; the user deactivated, demoted, deleted or given a new
password) is published on the user's channel once it is committed, and each of the user's
sockets checks again: 4401 if its session no longer signs the user in, 4403 if the user
may no longer see what it shows.

The senders are called by accounts/signals.py; the consumers subclass AccessConsumer
(through web.fanout.StreamConsumer). A socket's messages come in the order they were
published, whatever their channel (one subscription per process), so a step published
after a user lost access reaches a socket after the message that closes it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from typing import Any, Literal, TypedDict, cast

from channels.auth import get_user
from channels.generic.websocket import AsyncWebsocketConsumer
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser, User
from django.db import transaction

from web.broadcast import Shape, publish

CLOSE_UNAUTHENTICATED = 4401
CLOSE_FORBIDDEN = 4403


class LoggedOutMessage(TypedDict):
    type: Literal["access.logged_out"]


class AccessChangedMessage(TypedDict):
    type: Literal["access.changed"]


AccessMessage = LoggedOutMessage | AccessChangedMessage
ACCESS_KINDS = frozenset({"access.logged_out", "access.changed"})


def is_access_message(message: Mapping[str, Any]) -> bool:
    """The shape the senders below publish (anyone who may PUBLISH to Redis may send others)."""
    return message.get("type") in ACCESS_KINDS and len(message) == 1


def session_channel(session_key: str) -> str:
    return "session-" + hashlib.sha256(session_key.encode()).hexdigest()


def user_channel(user_id: int) -> str:
    return f"user-{user_id}"


def close_session_sockets(session_key: str) -> None:
    """Close the sockets of a session that is logging out."""
    message: LoggedOutMessage = {"type": "access.logged_out"}
    publish((session_channel(session_key), message))


def recheck_user_sockets(user_ids: Iterable[int]) -> None:
    """Once the transaction commits, each socket of these users checks its access again."""
    ids = sorted(set(user_ids))
    message: AccessChangedMessage = {"type": "access.changed"}

    def send() -> None:
        publish(*((user_channel(user_id), message) for user_id in ids))

    if ids:
        transaction.on_commit(send)


def signed_in(user: AbstractBaseUser | AnonymousUser | None) -> User | None:
    """The user a socket's session signs in, or None.

    channels' stubs type the scope's user as the abstract base; the user model here is
    auth.User (no AUTH_USER_MODEL setting), which is what the session loads.
    """
    if user is None or not user.is_authenticated:
        return None
    return cast(User, user)


class AccessConsumer(AsyncWebsocketConsumer):
    """A signed-in user's socket that closes when its session logs out or its user loses
    access. A subclass listens on channels (`listen`: web.fanout.StreamConsumer), says
    what the user must be allowed in `allowed` (asked on connect and on every change),
    joins its stream in `join` and sends what the page needs first in `started`.

    The socket is accepted once it listens on all its channels: whatever is published
    after the accept reaches it.
    """

    closing = False

    async def connect(self) -> None:
        user = signed_in(self.scope.get("user"))
        session_key = self.scope["session"].session_key if user is not None else None
        if user is None or session_key is None:  # a signed-in session has a key
            await self.refuse(CLOSE_UNAUTHENTICATED)
            return
        # The channels before the check: a change after this point reaches the socket, and
        # one before it is in what the check reads.
        access = (session_channel(session_key), user_channel(user.pk))
        await self.listen(dict.fromkeys(access, is_access_message))
        if not await self.allowed(user):
            await self.refuse(CLOSE_FORBIDDEN)
            return
        await self.join(user)
        if not self.closing:
            await self.accept()
            await self.started()

    async def listen(self, channels: Mapping[str, Shape]) -> None:
        """Hear the messages published on these channels (names: the shape check of each)."""
        raise NotImplementedError

    async def allowed(self, user: User) -> bool:
        """Whether `user` (read again from the database on a change) may keep this socket."""
        raise NotImplementedError

    async def join(self, user: User) -> None:
        """Listen on the stream's channels, or refuse()."""

    async def started(self) -> None:
        """Send what the page needs first, once accepted."""

    async def refuse(self, code: int) -> None:
        # accept() before close(): a close before it is a bare 403, which loses the code.
        await self.accept()
        await self.end(code)

    async def access_logged_out(self, message: LoggedOutMessage) -> None:
        await self.end(CLOSE_UNAUTHENTICATED)

    async def access_changed(self, message: AccessChangedMessage) -> None:
        # The session is checked as on connect: its user still there and active, and its
        # password unchanged (Django signs every other session out on a password change).
        user = signed_in(await get_user(self.scope))
        if user is None:
            await self.end(CLOSE_UNAUTHENTICATED)
        elif not await self.allowed(user):
            await self.end(CLOSE_FORBIDDEN)

    async def end(self, code: int) -> None:
        """Close with `code`, once: a second close is an error."""
        if self.closing:
            return
        self.closing = True
        await self.close(code=code)
