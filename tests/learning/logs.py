"""Event logs built by hand, shaped as the loop writes them, for the cases a scenario cannot hit."""

from __future__ import annotations

from typing import Any

from harness.learning import ToolCallRecord, observe_run
from harness.reporting.events import Event, RunFinished, RunStarted, ToolFinished, ToolStarted

Call = tuple[str, dict[str, Any]] | tuple[str, dict[str, Any], bool]
"""(tool, arguments) or (tool, arguments, ok)."""


def run_log(
    run_id: str, calls: list[Call], *, goal: str = "do it", config: dict[str, Any] | None = None
) -> list[Event]:
    """A run's events: started, each call started and finished, finished."""
    events: list[Event] = [
        RunStarted(run_id=run_id, goal=goal, config=config or {}, model="m", tools=[])
    ]
    for index, call in enumerate(calls):
        tool, arguments = call[0], call[1]
        ok = call[2] if len(call) == 3 else True
        call_id = f"c{index}"
        events.append(
            ToolStarted(run_id=run_id, index=index, call_id=call_id, tool=tool, arguments=arguments)
        )
        events.append(
            ToolFinished(
                run_id=run_id, index=index, call_id=call_id, tool=tool, is_error=not ok,
                artifact_id=f"art_{run_id}_{index}", latency=0.5 + index,
            )
        )  # fmt: skip
    events.append(RunFinished(run_id=run_id, stopped_reason="final_answer", steps=len(calls)))
    return events


def records(run_id: str, calls: list[Call], **options: Any) -> list[ToolCallRecord]:
    return observe_run(run_log(run_id, calls, **options))


def tools(run_id: str, names: str, **options: Any) -> list[ToolCallRecord]:
    """A run whose calls are the space-separated tools, each with no arguments, all ok."""
    return records(run_id, [(name, {}) for name in names.split()], **options)
