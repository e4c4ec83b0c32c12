"""Executing one run in a worker: claim it, build its agent, run or resume it, let go."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.conf import settings
from django.db import InterfaceError, OperationalError, connection

from harness.export import ExportOptions
from harness.reporting.events import Event, TaintCleared
from harness.reporting.sinks import Sink, TeeSink
from runs.agents import agent_for, events_of, workspace_for
from runs.approvals import clearances_for, resolution_for
from runs.changes import ChangesSink
from runs.lease import Lease, LeaseLost, claim
from runs.models import Run
from runs.services import fail_run
from runs.sink import DjangoSink

logger = logging.getLogger(__name__)


DATABASE_RETRIES = 4
"""Times a run is taken up again, from its events, after its database connection broke."""
RETRY_PAUSE = 0.5
"""Seconds before the first retry; each next one waits twice as long."""


def execute(run_id: int, owner: str) -> None:
    """Run the run (or resume it from its events), unless another worker holds it."""
    if not claim(run_id, owner):
        logger.info("run %s is taken or over; %s leaves it", run_id, owner)
        return
    with Lease(run_id, owner) as lease:
        for attempt in range(DATABASE_RETRIES + 1):
            try:
                _drive(run_id, lease)
                return
            except LeaseLost:
                logger.warning("run %s: lease lost; %s stops without writing", run_id, owner)
                return
            except (OperationalError, InterfaceError) as exc:  # the connection broke
                logger.warning("run %s: database connection lost (%s)", run_id, exc)
                _reconnect(attempt)
                error = exc
            except Exception as exc:  # a bug or a dead dependency: the run fails, with the reason
                logger.exception("run %s failed in the worker", run_id)
                _fail(run_id, owner, f"{type(exc).__name__}: {exc}")
                return
        reason = f"the database connection was lost {DATABASE_RETRIES + 1} times; last: {error}"
        _fail(run_id, owner, reason)


def _reconnect(attempt: int) -> None:
    """Drop the broken connection (the next query opens a new one), after a pause."""
    connection.close()
    time.sleep(RETRY_PAUSE * 2**attempt)


def _fail(run_id: int, owner: str, reason: str) -> None:
    """Mark the run failed; while the database is out of reach, retried like a run. If it
    stays out of reach, the lease runs out and beat's reclaim decides later."""
    for attempt in range(DATABASE_RETRIES + 1):
        try:
            fail_run(run_id=run_id, owner=owner, reason=reason)
            return
        except (OperationalError, InterfaceError):
            _reconnect(attempt)
    logger.error("run %s: could not record its failure (%s)", run_id, reason)


def _drive(run_id: int, lease: Lease) -> None:
    run = Run.objects.get(pk=run_id)
    events = events_of(run_id)
    sink = DjangoSink(run_id, lease, next_seq=len(events), config=run.config)
    with (
        agent_for(run, lease.cancel_requested) as (agent, goal),
        live_export(sink, events) as live,
    ):
        writes = {tool.name for tool in agent.tools if tool.effect == "write"}
        exported = ChangesSink(live, run_id, workspace_for(run), writes)
        try:
            if events:
                events += _clear_taint(run_id, exported)
                agent.resume(events, exported, resolution=resolution_for(run_id, events))
            else:
                agent.run(goal, exported)
        except (LeaseLost, OperationalError, InterfaceError):
            raise  # nothing more is written: another worker, or a retry, takes it from here
        except Exception:
            _keep_held(sink, run_id)
            raise


def _keep_held(sink: DjangoSink, run_id: int) -> None:
    """The failing step's events the sink holds (runs/sink.py writes a step at its end),
    written before the run is failed, so its log shows how far it got."""
    try:
        sink.flush()
    except Exception:  # the failure being raised matters more than this one
        logger.exception("run %s: could not write its last events", run_id)


def _clear_taint(run_id: int, sink: Sink) -> list[Event]:
    """The taint clearances reviewers gave the paused run, written to its log."""
    cleared: list[Event] = []
    for clearance in clearances_for(run_id):
        event = TaintCleared(run_id=str(run_id), clearance=clearance)
        sink.emit(event)
        cleared.append(event)
    return cleared


def export_options(**changes: Any) -> ExportOptions:
    """How this installation exports its runs (settings: LOOPGLASS_OTEL_PROJECT,
    LOOPGLASS_INSTALLATION_ID, LOOPGLASS_BASE_URL), with `changes`. The installation is
    mixed into the ids too: two installations' run 7 are two traces."""
    installation = settings.LOOPGLASS_INSTALLATION_ID
    defaults: dict[str, Any] = {
        "base_url": settings.LOOPGLASS_BASE_URL or None,
        "project": settings.LOOPGLASS_OTEL_PROJECT,
        "installation": installation,
        "namespace": installation,
    }
    return ExportOptions(**(defaults | changes))


@contextmanager
def live_export(sink: Sink, events: list[Event]) -> Iterator[Sink]:
    """`sink`, and beside it an OpenTelemetry export of the spans as the steps commit when
    LOOPGLASS_OTEL_ENDPOINT is set (the spans of `events`, already sent, are not sent again)."""
    if not settings.LOOPGLASS_OTEL_ENDPOINT:
        yield sink
        return
    from harness.export.otel import LIVE_DELAY, OtelExporter, OtelSink  # noqa: PLC0415

    options = export_options()
    exporter = OtelExporter(settings.LOOPGLASS_OTEL_ENDPOINT, options=options, delay=LIVE_DELAY)
    otel = OtelSink(exporter, options, history=events)
    try:
        yield TeeSink(sink, otel)
    finally:
        otel.close()
