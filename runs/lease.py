"""A worker's claim on a run: taken atomically, renewed in the background, checked on write.

Two deliveries of the same task cannot both run it: only one UPDATE can take
a free (or expired) lease. A worker that finds its lease gone stops writing
at once, since another worker may be running the run by then.
"""

from __future__ import annotations

import logging
import threading
import time
from datetime import timedelta
from types import TracebackType

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


def renew(run_id: int, owner: str) -> bool:
    """Push the lease out again; False when it is no longer ours."""
    expires = timezone.now() + _duration()
    return Run.objects.filter(pk=run_id, lease_owner=owner).update(lease_expires_at=expires) == 1


class Lease:
    """Renews a claimed lease every third of its duration until the run is done."""

    def __init__(self, run_id: int, owner: str) -> None:
        self.run_id = run_id
        self.owner = owner
        self.lost = threading.Event()
        self._done = threading.Event()
        self._renewed_at = time.monotonic()
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
        """Inside a write's transaction: renew the lease, or raise if it is no longer ours.

        The UPDATE locks the run's row until the transaction ends, so no other
        worker can claim the run between this check and the write.
        """
        self.check()
        if not renew(self.run_id, self.owner):
            self.lost.set()
            self.check()
        self._renewed_at = time.monotonic()

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
            renewed = renew(self.run_id, self.owner)
        except Exception:  # a database blip: the lease has slack until it runs out
            logger.warning("could not renew the lease on run %s", self.run_id, exc_info=True)
            return time.monotonic() - self._renewed_at < settings.LOOPGLASS_LEASE_SECONDS
        finally:
            release()
        if renewed:
            self._renewed_at = time.monotonic()
        return renewed
