"""The HTML fragments a viewer receives: one per step, and the status bar.

The same partials render the page, the live messages and the backfill, so
the three can never disagree. Everything shown is escaped by the template
engine: tool and model output are data, never markup.
"""

from __future__ import annotations

from django.template.loader import render_to_string

from runs.broadcast import ChangesMessage, StatusMessage, StepMessage
from runs.models import Run, Step


def step_message(step: Step, run: Run | None = None) -> StepMessage:
    """The step's fragment; with `run`, the status bar too, in the same message."""
    html: str = render_to_string("runs/run_detail.html#step_message", {"step": step})
    if run is not None:
        html += status_html(run)
    return {"type": "run.step", "index": step.index, "html": html}


def status_message(run: Run) -> StatusMessage:
    return {"type": "run.status", "html": status_html(run)}


def status_html(run: Run) -> str:
    return render_to_string("runs/run_detail.html#status_message", {"run": run})


def changes_message(run_id: int) -> ChangesMessage:
    """The Changes view's loader: swapped in, it fetches the view (kept out of the message,
    which would otherwise carry the whole patch to every viewer)."""
    html = render_to_string("runs/run_detail.html#changes_loader", {"run_id": run_id})
    return {"type": "run.changes", "html": html}
