"""Executing one run in a worker: claim it, build its agent, run or resume it, let go."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings

from harness.events import Event
from harness.sinks import Sink, TeeSink
from reviews.services import resolution_for
from runs.agents import agent_for, events_of
from runs.lease import Lease, LeaseLost, claim
from runs.models import Run
from runs.services import fail_run
from runs.sink import DjangoSink

logger = logging.getLogger(__name__)


def execute(run_id: int, owner: str) -> None:
    """Run the run (or resume it from its events), unless another worker holds it."""
    if not claim(run_id, owner):
        logger.info("run %s is taken or over; %s leaves it", run_id, owner)
        return
    with Lease(run_id, owner) as lease:
        try:
            _drive(run_id, lease)
        except LeaseLost:
            logger.warning("run %s: lease lost; %s stops without writing", run_id, owner)
        except Exception as exc:  # a bug or a dead dependency: the run fails, with the reason
            logger.exception("run %s failed in the worker", run_id)
            fail_run(run_id=run_id, owner=owner, reason=f"{type(exc).__name__}: {exc}")


def _drive(run_id: int, lease: Lease) -> None:
    run = Run.objects.get(pk=run_id)
    events = events_of(run_id)
    sink = DjangoSink(run_id, lease, next_seq=len(events))
    with agent_for(run) as (agent, goal), live_export(sink, events) as exported:
        if events:
            agent.resume(events, exported, resolution=resolution_for(run_id, events))
        else:
            agent.run(goal, exported)


@contextmanager
def live_export(sink: Sink, events: list[Event]) -> Iterator[Sink]:
    """`sink`, and beside it an OpenTelemetry export of the spans as the steps commit when
    LOOPGLASS_OTEL_ENDPOINT is set (the spans of `events`, already sent, are not sent again)."""
    if not settings.LOOPGLASS_OTEL_ENDPOINT:
        yield sink
        return
    from harness.export import ExportOptions  # noqa: PLC0415 - the otel extra is optional
    from harness.export.otel import OtelExporter, OtelSink  # noqa: PLC0415

    options = ExportOptions(base_url=settings.LOOPGLASS_BASE_URL or None)
    otel = OtelSink(OtelExporter(settings.LOOPGLASS_OTEL_ENDPOINT), options, history=events)
    try:
        yield TeeSink(sink, otel)
    finally:
        otel.close()
