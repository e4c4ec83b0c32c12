"""A run's thread gives its database connection back between writes, when pooled.

With LOOPGLASS_DB_POOL set, each process shares a few PostgreSQL connections among its
threads, and a thread holds one from its first query until it closes it. A run spends
most of its time waiting on the model or a tool, so it closes the connection after each
write and each check (back to the pool, not to the server) instead of holding it for
the whole run. Without a pool this does nothing: the connection is kept, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.db import connection


def release() -> None:
    """Back to the pool with this thread's connection, if connections are pooled."""
    if settings.LOOPGLASS_DB_POOL and connection.vendor == "postgresql":
        connection.close()


def released[T](query: Callable[[], T]) -> Callable[[], T]:
    """`query`, giving the connection back once it has answered."""

    def run() -> T:
        try:
            return query()
        finally:
            release()

    return run
