"""StopRun: how any part of the loop ends a run, carrying the reason."""

from __future__ import annotations

from harness.agent.shapes import StopReason


class StopRun(Exception):
    def __init__(self, reason: StopReason, error: str | None = None) -> None:
        super().__init__(reason)
        self.reason: StopReason = reason
        self.error = error
