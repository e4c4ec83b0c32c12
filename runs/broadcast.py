"""A run's messages to the browsers watching it: its channel-layer group, `run-<id>`."""

from __future__ import annotations

from typing import Literal, TypedDict

from web.broadcast import send_to_group


class StepMessage(TypedDict):
    type: Literal["run.step"]
    index: int
    html: str
    """htmx out-of-band fragments: the step, appended to the timeline (and the status bar)."""


class StatusMessage(TypedDict):
    type: Literal["run.status"]
    html: str
    """An htmx out-of-band fragment that replaces the status bar."""


class ChangesMessage(TypedDict):
    type: Literal["run.changes"]
    html: str
    """An htmx out-of-band fragment that makes the page fetch its Changes view again."""


RunMessage = StepMessage | StatusMessage | ChangesMessage


def group_name(run_id: int) -> str:
    return f"run-{run_id}"


def send_to_run(run_id: int, message: RunMessage) -> None:
    send_to_group(group_name(run_id), message)
