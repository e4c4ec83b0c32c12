"""A worker's claim on a run: taken atomically, renewed in the background, checked on write.

Two deliveries of the same task cannot both run it: only one UPDATE can take
a free (or expired) lease. A worker that finds its lease gone stops writing
at once, since another worker may be running the run by then.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from functools import cache
from types import TracebackType
from typing import NoReturn

from django.conf import settings
from django.db import close_old_connections, connection
from django.db.models import F, Q
from django.db.models.functions import Coalesce
from django.utils import timezone

from runs import lifecycle
from runs.connections import release
from runs.models import Run, Status

logger = logging.getLogger(__name__)


class LeaseLost(Exception):
    """Another worker holds the run now; this one must stop without writing."""


def _duration() -> timedelta:
    return timedelta(seconds=settings.LOOPGLASS_LEASE_SECONDS)


def claim(run_id: int, owner: str) -> bool:
    """Take the run if it is queued, or running under a lease that has expired."""
    now = timezone.now()
    free = Q(lease_expires_at__isnull=True) | Q(lease_expires_at__lt=now)
    taken = lifecycle.move(
        Run.objects.filter(free, pk=run_id),
        Status.RUNNING,
        lease_owner=owner,
        lease_expires_at=now + _duration(),
        started_at=Coalesce("started_at", now),
        attempts=F("attempts") + 1,
    )
    return taken == 1


CANCEL_FRESH = 0.5
"""Seconds a cancel flag read with a renewal (or a step's end) answers the run's cancel
check; an older one is asked again (`Lease.cancel_requested`)."""


def renew(run_id: int, owner: str) -> bool:
    """Push the lease out again; False when it is no longer ours."""
    return renewal(run_id, owner) is not None


def renewal(run_id: int, owner: str) -> bool | None:
    """Push the lease out again and read the run's cancel flag in the same statement: the
    flag, or None when the lease is no longer ours.

    Raw SQL, its names Run's own and its values parameters, because the ORM's update()
    gives a row count, never a row: RETURNING (PostgreSQL, and SQLite from 3.35) saves
    the cancel check a query of its own.
    """
    with connection.cursor() as cursor:
        cursor.execute(_renewal_sql(connection.vendor), [expiry(), run_id, owner])
        row = cursor.fetchone()
    return None if row is None else bool(row[0])


@cache
def _renewal_sql(vendor: str) -> str:
    """The renewal's UPDATE, written once per database `vendor` (its quoting)."""
    expires, cancel = run_column("lease_expires_at"), run_column("cancel_requested")
    return f"UPDATE {run_table()} SET {expires} = %s WHERE {held()} RETURNING {cancel}"  # noqa: S608


def expiry() -> datetime | str:
    """When a lease renewed now runs out, as a parameter of raw SQL (as the database
    takes it: SQLite's text is in UTC, without its zone, as Django writes it)."""
    expires = Run._meta.get_field("lease_expires_at")
    value: datetime | str = expires.get_db_prep_value(timezone.now() + _duration(), connection)
    return value


def held() -> str:
    """A WHERE clause for raw SQL: the run (a parameter) while the lease is the owner's
    (the next one)."""
    return f"{run_column('id')} = %s AND {run_column('lease_owner')} = %s"


def run_table() -> str:
    """Run's table, quoted, for raw SQL (here and in runs.sink)."""
    return connection.ops.quote_name(Run._meta.db_table)


def run_column(name: str) -> str:
    """A field of Run as its quoted column, for raw SQL (here and in runs.sink)."""
    columns = {field.name: field.column for field in Run._meta.concrete_fields}
    return connection.ops.quote_name(columns[name] or name)  # a concrete field has a column


class Lease:
    """Renews a claimed lease every third of its duration until the run is done."""

    def __init__(self, run_id: int, owner: str) -> None:
        self.run_id = run_id
        self.owner = owner
        self.lost = threading.Event()
        self._done = threading.Event()
        self._renewed_at = time.monotonic()
        self._cancel: tuple[bool, float] | None = None  # the flag last read, and when
        self._thread = threading.Thread(target=self._renew, name=f"lease-{run_id}", daemon=True)

    def __enter__(self) -> Lease:
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._done.set()
        self._thread.join(5)

    def check(self) -> None:
        if self.lost.is_set():
            raise LeaseLost(f"run {self.run_id}: the lease of {self.owner} was taken over")

    def fence(self) -> None:
        """Inside a write's transaction: renew the lease, or raise if it is no longer ours."""
        self.fenced(lambda: renewal(self.run_id, self.owner), lambda cancel: cancel)

    def fenced[T](self, update: Callable[[], T | None], cancel_of: Callable[[T], bool]) -> T:
        """Inside a write's transaction: `update`, an UPDATE of the run's row that renews the
        lease while it is ours (`held`), and what it returned; LeaseLost when it matched no
        row. `cancel_of` reads the run's cancel flag from the result.

        The UPDATE locks the run's row until the transaction ends, so no other
        worker can claim the run between this check and the write.
        """
        self.check()
        read_at = time.monotonic()
        result = update()
        if result is None:
            self.taken()
        self.renewed(cancel_of(result), read_at)
        return result

    def taken(self) -> NoReturn:
        """A fencing UPDATE found the lease no longer ours: LeaseLost, raised inside the
        write's transaction, so that it writes nothing."""
        self.lost.set()
        raise LeaseLost(f"run {self.run_id}: the lease of {self.owner} was taken over")

    def renewed(self, cancel_requested: bool, read_at: float) -> None:
        """A renewal begun at `read_at` (time.monotonic), and the run's cancel flag it
        read, kept for `cancel_requested`."""
        self._renewed_at = read_at
        self._cancel = (cancel_requested, read_at)  # one assignment: read by another thread

    def cancel_requested(self) -> bool:
        """The run's cancel flag: as the last renewal read it, if that was less than
        CANCEL_FRESH seconds ago (a step's end renews the lease, so a run going step
        after step asks nothing); else asked, and kept."""
        seen = self._cancel
        now = time.monotonic()
        if seen is not None and now - seen[1] < CANCEL_FRESH:
            return seen[0]
        try:
            flag = Run.objects.filter(pk=self.run_id, cancel_requested=True).exists()
        finally:
            release()
        self._cancel = (flag, now)
        return flag

    def _renew(self) -> None:
        interval = settings.LOOPGLASS_LEASE_SECONDS / 3
        try:
            while not self._done.wait(interval):
                if not self._renew_once():
                    self.lost.set()
                    return
        finally:
            connection.close()  # this thread's own connection

    def _renew_once(self) -> bool:
        try:
            close_old_connections()
            read_at = time.monotonic()
            cancel = renewal(self.run_id, self.owner)
        except Exception:  # a database blip: the lease has slack until it runs out
            logger.warning("could not renew the lease on run %s", self.run_id, exc_info=True)
            return time.monotonic() - self._renewed_at < settings.LOOPGLASS_LEASE_SECONDS
        finally:
            release()
        if cancel is None:
            return False
        self.renewed(cancel, read_at)
        return True
