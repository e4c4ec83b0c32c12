"""A run's messages to the browsers watching it, on its Redis pub/sub channel, `run_channel`.

Everything said about a run (a step, the status bar, the Changes loader, the reply
forming, its review cards) is one PUBLISH on one channel (web.broadcast.publish), from
whichever thread or process says it: a worker's sink or relay, a view that cancels, the
review queue. Each web process with viewers of the run subscribes once and hands each
message with the shape below (`is_run_message`) to its own viewers, in order (web.fanout,
runs.consumers.RunConsumer). Nothing is queued for a process that was not subscribed: a
viewer reads what it missed from the database (its backfill, and again whenever its
process had to make its subscription again). A failed publish is logged, not raised: the
database is the source of truth.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict

from web.broadcast import Kept, publish


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
    (#run-waiting). Never stored (runs.live)."""


class ReviewMessage(TypedDict):
    type: Literal["run.review"]
    html: str
    """An htmx out-of-band fragment: a call's review card, new or decided, for the run page
    (the same card as the review queue's: reviews.live)."""


RunMessage = StepMessage | StatusMessage | ChangesMessage | LiveMessage | ReviewMessage


def run_channel_name(run_id: int) -> str:
    """The name of the run's pub/sub channel: every message to its viewers
    (web.broadcast.pubsub_channel gives the channel)."""
    return f"run-{run_id}"


def send_to_run(run_id: int, message: RunMessage, *, keep: Kept | None = None) -> None:
    """Publish `message` to the run's viewers (with `keep` written in the same round trip);
    never raises."""
    publish((run_channel_name(run_id), message), keep=keep)


KINDS = frozenset({"run.step", "run.status", "run.changes", "run.live", "run.review"})


def is_run_message(message: Mapping[str, Any]) -> bool:
    """The shape `send_to_run` publishes (anyone who may PUBLISH to Redis may send others);
    web.fanout drops the rest."""
    kind, index = message.get("type"), message.get("index")
    if not isinstance(kind, str) or kind not in KINDS or not isinstance(message.get("html"), str):
        return False
    if kind == "run.step":
        return isinstance(index, int) and not isinstance(index, bool)
    if kind == "run.live":
        return index is None or (isinstance(index, int) and not isinstance(index, bool))
    return True
