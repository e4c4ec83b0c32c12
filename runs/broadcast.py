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


class LiveMessage(TypedDict):
    type: Literal["run.live"]
    run_id: int
    index: int | None
    """The step the update is about (a viewer that shows it drops the update); None for
    one that clears what is shown, which every viewer takes."""
    html: str
    """htmx out-of-band fragments: the reply forming (#live) and what the run waits for
    (#run-waiting). Never stored, and published on Redis pub/sub, not sent through the
    channel layer (runs.live)."""


RunMessage = StepMessage | StatusMessage | ChangesMessage | LiveMessage


def group_name(run_id: int) -> str:
    return f"run-{run_id}"


def send_to_run(run_id: int, message: RunMessage) -> None:
    send_to_group(group_name(run_id), message)
