"""Sockets that end with the access they were opened with.

Each consumer joins two groups besides its own stream's: its session's (named by a hash
of the session key, since group names go to Redis) and its user's. Logging out sends to
the session's group, and that session's sockets close (4401); the user's other sessions
stay signed in, so theirs stay open. A change to what a user may see (a team's members;
the user deactivated, demoted, deleted or given a new password) sends to the user's
group once it is committed, and each of the user's sockets checks again: 4401 if its
session no longer signs the user in, 4403 if the user may no longer see what it shows.

The senders are called by accounts/signals.py; the consumers subclass AccessConsumer.
The same messages are also published on Redis pub/sub channels of the same names
(web.broadcast.publish), for the consumers whose stream comes that way (runs.consumers):
a subscriber gets a connection's messages in the order they were published, so a step
published after a user lost access reaches a socket after the message that closes it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any, Literal, TypedDict, cast

from channels.auth import get_user
from channels.generic.websocket import AsyncWebsocketConsumer
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser, User
from django.db import transaction

from web.broadcast import publish, send_to_group

CLOSE_UNAUTHENTICATED = 4401
CLOSE_FORBIDDEN = 4403


class LoggedOutMessage(TypedDict):
    type: Literal["access.logged_out"]


class AccessChangedMessage(TypedDict):
    type: Literal["access.changed"]


AccessMessage = LoggedOutMessage | AccessChangedMessage
ACCESS_KINDS = frozenset({"access.logged_out", "access.changed"})


def session_group(session_key: str) -> str:
    return "session-" + hashlib.sha256(session_key.encode()).hexdigest()


def user_group(user_id: int) -> str:
    return f"user-{user_id}"


def close_session_sockets(session_key: str) -> None:
    """Close the sockets of a session that is logging out."""
    message: LoggedOutMessage = {"type": "access.logged_out"}
    publish(session_group(session_key), message)  # first: in order with a run's messages
    send_to_group(session_group(session_key), message)


def recheck_user_sockets(user_ids: Iterable[int]) -> None:
    """Once the transaction commits, each socket of these users checks its access again."""
    ids = sorted(set(user_ids))
    message: AccessChangedMessage = {"type": "access.changed"}

    def send() -> None:
        # every publish first, at once: a run's message published after them comes after
        # them; a group send may wait on Redis (web.broadcast.SEND_TIMEOUT)
        for user_id in ids:
            publish(user_group(user_id), message)
        for user_id in ids:
            send_to_group(user_group(user_id), message)

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
    access. A subclass says what the user must be allowed in `allowed` (asked on connect
    and on every change), joins its stream's groups in `join` and sends what the page
    needs first in `started`.

    The socket is accepted once it is in all its groups: whatever is sent after the accept
    reaches it.
    """

    closing = False

    async def connect(self) -> None:
        user = signed_in(self.scope.get("user"))
        session_key = self.scope["session"].session_key if user is not None else None
        if user is None or session_key is None:  # a signed-in session has a key
            await self.refuse(CLOSE_UNAUTHENTICATED)
            return
        # The groups before the check: a change after this point reaches the socket, and
        # one before it is in what the check reads.
        for group in (session_group(session_key), user_group(user.pk)):
            await self.channel_layer.group_add(group, self.channel_name)
            self.groups.append(group)  # left by channels on disconnect
        if not await self.allowed(user):
            await self.refuse(CLOSE_FORBIDDEN)
            return
        await self.join(user)
        if not self.closing:
            await self.accept()
            await self.started()

    async def allowed(self, user: User) -> bool:
        """Whether `user` (read again from the database on a change) may keep this socket."""
        raise NotImplementedError

    async def join(self, user: User) -> None:
        """Join the stream's groups, or refuse()."""

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
        """Close with `code`, once: a socket may hear of the same change twice (a stream on
        pub/sub hears it there too), and a second close is an error."""
        if self.closing:
            return
        self.closing = True
        await self.close(code=code)

    async def dispatch(self, message: dict[str, Any]) -> None:
        """Once closing, a message still queued for the socket (a step) is dropped."""
        if self.closing and message["type"] != "websocket.disconnect":
            return
        await super().dispatch(message)
