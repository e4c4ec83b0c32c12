"""Waiting for a model call or a tool call while watching for the run to be cancelled.

The loop checks `cancel_check` between steps; a call in progress would make a
cancel wait for it (a model thinking for minutes, a command sleeping). Here the
call runs on a daemon thread while the loop's thread asks `cancel_check` every
`CANCEL_POLL` seconds; once it says yes, the call is told to give up and the run
stops with `cancelled` without waiting for it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as Pending

from harness.agent.stop import StopRun

CANCEL_POLL = 0.5
"""Seconds between two questions to `cancel_check` while a call runs."""


def until_cancelled[T](
    work: Callable[[], T],
    cancelled: Callable[[], bool],
    *,
    give_up: Callable[[], None] = lambda: None,
    grace: float = 0.0,
    name: str = "call",
) -> T:
    """`work()`'s result, or StopRun("cancelled") as soon as `cancelled()` says so.

    On a cancel, `give_up` tells the work to stop (close its connection, kill its
    process); a result that comes within `grace` seconds after that is still
    returned, so a killed command's output is recorded, and the loop stops at its
    next check. An exception of `work` is raised here as it is.
    """
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as exc:  # handed to the waiting thread, whatever it is
            future.set_exception(exc)

    threading.Thread(target=run, name=f"cancellable-{name}", daemon=True).start()
    while True:
        try:
            return future.result(timeout=CANCEL_POLL)
        except Pending:
            if cancelled():
                break
    give_up()
    if grace <= 0:  # nothing the work says now, a reply or its failure, is wanted
        raise StopRun("cancelled")
    try:
        return future.result(timeout=grace)
    except Pending:
        raise StopRun("cancelled") from None
