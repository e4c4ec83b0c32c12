"""The HTML fragments a viewer receives: one per step, and the status bar.

The same partials render the page, the live messages and the backfill, so
the three can never disagree. Everything shown is escaped by the template
engine: tool and model output are data, never markup.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from django.template.loader import render_to_string
from django.utils import timezone

from harness.output.redact import redact_string
from runs.broadcast import ChangesMessage, LiveMessage, ReviewMessage, StatusMessage, StepMessage
from runs.models import Approval, ApprovalStatus, Run, Status, Step
from runs.time_chart import with_pauses

if TYPE_CHECKING:
    from runs.live import LiveState


def step_message(
    step: Step, run: Run | None = None, *, expired: set[str] | None = None
) -> StepMessage:
    """The step's fragment; with `run`, the status bar too, in the same message. `expired`:
    the expired artifacts, when the caller looked them up for many steps at once (else the
    step's packet looks its own up: artifacts.packets.expired_ids)."""
    if run is not None and run.review_seconds and not hasattr(step, "paused_at"):
        # its call may have waited for a reviewer: the chart's review time (runs.time_chart)
        step = with_pauses(Step.objects.filter(pk=step.pk)).get()
    context = {"step": step, "expired_artifacts": expired}
    html: str = render_to_string("runs/run_detail.html#step_message", context)
    if run is not None:
        html += status_html(run)
    return {"type": "run.step", "index": step.index, "html": html}


def review_message(run: Run) -> ReviewMessage:
    """The run page's review cards, whole: the calls the run waits on (none once it goes
    on or ends), as the review queue shows them (reviews/queue.html#card)."""
    return {"type": "run.review", "html": review_html(run)}


def review_html(run: Run) -> str:
    context = {"pending": pending_approvals(run), "live": True}
    return render_to_string("runs/run_detail.html#review_message", context)


def pending_approvals(run: Run) -> list[Approval]:
    """The calls a paused run waits on; an ended run waits on none, whatever is left."""
    if run.status != Status.AWAITING_APPROVAL:
        return []
    pending = run.approvals.filter(status=ApprovalStatus.PENDING)
    return list(pending.select_related("run").order_by("pk"))


def status_message(run: Run) -> StatusMessage:
    return {"type": "run.status", "html": status_html(run)}


def status_html(run: Run) -> str:
    return render_to_string("runs/run_detail.html#status_message", {"run": run})


NOT_SENT = (
    "not sent to the workers yet: the task queue (Redis) did not answer;"
    " it is sent once the queue answers again"
)
"""A queued run whose task could not be sent (runs.queue.enqueue_run)."""


def waiting_for(run: Run) -> str:
    """What the status bar says the run waits for, from its status; while it runs, the live
    updates say it (runs.live)."""
    if run.status == Status.AWAITING_APPROVAL:
        return "waiting for a reviewer"
    if run.status == Status.QUEUED and run.enqueued_at is None and run.task_id == "":
        return NOT_SENT
    if run.status == Status.QUEUED:
        return "waiting for a worker"
    return ""


def live_message(run_id: int, state: LiveState | None) -> LiveMessage:
    """The reply forming and what the run waits for; None clears both."""
    context: dict[str, object] = {"forming": None, "waiting": ""}
    if state is not None:
        thought, action = thought_and_action(state)
        # redacted as the committed step's rows are (runs.sink), so the forming row shows
        # no secret the step will hide
        context = {
            "forming": {
                "index": state.index,
                "thought": redact_forming(thought),
                "action": redact_forming(action),
            },
            "waiting": waiting_text(state),
        }
    html = render_to_string("runs/run_detail.html#live_message", context)
    index = None if state is None else state.index
    return {"type": "run.live", "run_id": run_id, "index": index, "html": html}


ACTION_START = re.compile(r"\n\s*(?:Action|Final Answer)\s*:|\n[A-Za-z_][\w.-]*\(")
"""Where the thought of a reply so far ends: ReAct's Action or Final Answer line, or the
first `name(arguments)` line of a native tool call (`harness.backends.base.OnText`)."""


def thought_and_action(state: LiveState) -> tuple[str, str]:
    """The reply so far (already cut to what is shown: runs.live.shown_part), split where
    its action starts."""
    text = state.text or ""
    found = ACTION_START.search(text)
    if found is None:
        return text.strip(), ""
    return text[: found.start()].strip(), text[found.start() :].strip()


def waiting_text(state: LiveState) -> str:
    """ "waiting for the model since 12:03:04", "running read_file", "waiting for a
    reviewer"."""
    if state.waiting == "tool":
        return f"running {state.tool}"
    if state.waiting == "reviewer":
        return "waiting for a reviewer"
    if state.waiting == "model":
        return f"waiting for the model since {_clock(state.at)}"
    return ""


def _clock(at: float) -> str:
    return timezone.localtime(datetime.fromtimestamp(at, tz=UTC)).strftime("%H:%M:%S")


ESCAPED = re.compile(r"\\.")


def redact_forming(text: str) -> str:
    """`text`, a reply still forming, redacted as if its open strings were closed: the
    keyword detector sees `"password": "Tr0ub` only once its closing quote is there, and
    the reply so far would show the password until then. A quote that the last line opens
    (an odd number of unescaped ones) is closed for the detectors, and the added quotes go
    again after."""
    last = ESCAPED.sub("", text[text.rfind("\n") + 1 :])
    open_quotes = sorted((q for q in "\"'" if last.count(q) % 2), key=last.rfind, reverse=True)
    closing = "".join(open_quotes)
    if not closing:
        return redact_string(text)
    redacted = redact_string(text + closing)
    return redacted[: -len(closing)] if redacted.endswith(closing) else redacted


def changes_message(run_id: int) -> ChangesMessage:
    """The Changes view's loader: swapped in, it fetches the view (kept out of the message,
    which would otherwise carry the whole patch to every viewer)."""
    html = render_to_string("runs/run_detail.html#changes_loader", {"run_id": run_id})
    return {"type": "run.changes", "html": html}
