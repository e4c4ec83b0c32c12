"""Redis clients made from one URL, whichever kind of Redis it names.

The project supports three: the bundled Redis on a local socket (`unix://`, the embedded
default), a server over TCP (`redis://`) and over TLS (`rediss://`). redis-py picks the
connection class from the URL, and each class takes its own options: TCP keepalive, say,
means nothing on a unix socket, and `UnixDomainSocketConnection` refuses it with a
TypeError on its first connect (every viewer's socket answered 500 on `make run`). So an
option is passed only to a connection class that takes it, whether the code or the URL's
query string asked for it.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

import redis
import redis.asyncio
import redis.asyncio.connection
import redis.connection


def sync_client(url: str, **options: Any) -> redis.Redis:
    """A client for `url`, with those of `options` its connection class takes."""
    client = redis.Redis.from_url(url, **options)
    _keep_taken(client.connection_pool)
    return client


def async_client(url: str, **options: Any) -> redis.asyncio.Redis:
    """An asyncio client for `url`, with those of `options` its connection class takes."""
    client = redis.asyncio.Redis.from_url(url, **options)
    _keep_taken(client.connection_pool)
    return client


@functools.cache
def database(url: str) -> int:
    """The database number `url` names (redis://host/2, unix:///r.sock?db=2), 0 by default."""
    options = redis.ConnectionPool.from_url(url).connection_kwargs  # connects to nothing
    return int(options.get("db") or 0)


def _keep_taken(pool: redis.ConnectionPool | redis.asyncio.ConnectionPool) -> None:
    """Drop from the pool's connection options those its connection class does not take
    but another kind of connection does (a misspelt option is kept, to fail loudly). No
    connection is made before the first command, so none has seen them."""
    connection_class: type = pool.connection_class
    for name in set(pool.connection_kwargs) & _other_kinds_options(connection_class):
        del pool.connection_kwargs[name]


def _other_kinds_options(connection_class: type) -> frozenset[str]:
    kinds = [
        redis.connection.Connection,
        redis.connection.SSLConnection,
        redis.connection.UnixDomainSocketConnection,
        redis.asyncio.connection.Connection,
        redis.asyncio.connection.SSLConnection,
        redis.asyncio.connection.UnixDomainSocketConnection,
    ]
    known = frozenset().union(*map(taken_options, kinds))
    return known - taken_options(connection_class)


@functools.cache
def taken_options(connection_class: type) -> frozenset[str]:
    """The keyword arguments `connection_class` takes: those named by its `__init__` and its
    bases' (redis-py's classes pass the rest of theirs on to their base as **kwargs)."""
    names: set[str] = set()
    for klass in connection_class.__mro__:
        init = vars(klass).get("__init__")
        if init is None:
            continue
        names.update(
            parameter.name
            for parameter in inspect.signature(init).parameters.values()
            if parameter.kind in (parameter.KEYWORD_ONLY, parameter.POSITIONAL_OR_KEYWORD)
        )
    names.discard("self")
    return frozenset(names)
