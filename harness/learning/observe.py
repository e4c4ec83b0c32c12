"""Observe: every tool call of a run, as a row with its context, outcome and place.

The rows come from the run's event log, so they can be made from a JSONL
file, from the dashboard's RunEvent rows (JSON dicts) or from a live sink's
list alike. A call is a ToolStarted paired with its ToolFinished; a call the
gate refused or paused never started, and a call cut off by a dying worker
never finished, so neither is a row.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict

from harness.learning.tasks import task_type
from harness.reporting.events import Event, RunStarted, ToolFinished, ToolStarted, event_adapter


class ToolCallRecord(BaseModel):
    """One tool call of one run, as TILE learns from it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    run_id: str
    task_type: str
    tool: str
    arguments: dict[str, Any]
    is_error: bool
    """The call failed: the tool said so, or the harness refused or abandoned it."""
    harness_error: bool = False
    """The tool never ran to an output: unknown tool, invalid arguments or a timeout."""
    latency: float
    """Seconds spent in the tool."""
    position: int
    """1-based: this is call k of the run..."""
    call_count: int
    """...of n calls in all."""
    is_retry: bool = False
    """The previous call of the run was this tool, it failed, and the arguments changed."""

    @property
    def ok(self) -> bool:
        return not self.is_error


EventLike = Event | Mapping[str, Any]
"""A harness event, or its JSON form as a RunEvent row holds it (`data`)."""


def as_events(items: Iterable[EventLike]) -> list[Event]:
    """Harness events from events or their JSON dicts, validated by the events' own adapter."""
    return [
        item if isinstance(item, BaseModel) else event_adapter.validate_python(item)
        for item in items
    ]


def observe_run(
    items: Iterable[EventLike], *, tags: Iterable[str] | None = None, run_id: str | None = None
) -> list[ToolCallRecord]:
    """The tool calls of one run, in the order they finished.

    `tags` override the ones in the run's config (`config["tags"]`);
    `run_id` overrides the events' own (a JSONL log written without one has "").
    """
    events = as_events(items)
    started = next((e for e in events if isinstance(e, RunStarted)), None)
    kind = task_type(started.goal if started else "", _tags(started, tags))
    calls = _paired_calls(events)
    records: list[ToolCallRecord] = []
    for position, (begin, end) in enumerate(calls, start=1):
        records.append(
            ToolCallRecord(
                run_id=run_id if run_id is not None else begin.run_id,
                task_type=kind,
                tool=begin.tool,
                arguments=begin.arguments,
                is_error=end.is_error,
                harness_error=end.is_error and end.artifact_id is None,
                latency=end.latency,
                position=position,
                call_count=len(calls),
                is_retry=bool(records) and is_retry(records[-1], begin),
            )
        )
    return records


def is_retry(previous: ToolCallRecord, call: ToolStarted) -> bool:
    """A retry: the same tool again, right after it failed, with different arguments.

    The same arguments again is a repeat, not a retry; another tool after a
    failure is a change of approach, not a retry either.
    """
    return previous.is_error and previous.tool == call.tool and previous.arguments != call.arguments


def _tags(started: RunStarted | None, tags: Iterable[str] | None) -> list[str]:
    if tags is not None:
        return list(tags)
    found = started.config.get("tags") if started else None
    return [tag for tag in found if isinstance(tag, str)] if isinstance(found, list) else []


def _paired_calls(events: list[Event]) -> list[tuple[ToolStarted, ToolFinished]]:
    """Each finished call with its start, in finishing order.

    Paired by step index and call id: a resumed run may start a call again
    after a crash, and the latest start before the finish is the one that ran.
    """
    open_calls: dict[tuple[int, str], ToolStarted] = {}
    pairs: list[tuple[ToolStarted, ToolFinished]] = []
    for event in events:
        if isinstance(event, ToolStarted):
            open_calls[(event.index, event.call_id)] = event
        elif isinstance(event, ToolFinished):
            begin = open_calls.pop((event.index, event.call_id), None)
            if begin is not None:
                pairs.append((begin, event))
    return pairs
