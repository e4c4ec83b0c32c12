"""The live progress bar: one channel-layer group per comparison, `lab-<id>`."""

from __future__ import annotations

from typing import Literal, TypedDict

from django.template.loader import render_to_string

from lab.models import Comparison
from web.broadcast import send_to_group


class ProgressMessage(TypedDict):
    type: Literal["lab.progress"]
    html: str
    """An htmx out-of-band fragment that replaces the progress bar."""


def group_name(comparison_id: int) -> str:
    return f"lab-{comparison_id}"


def progress_message(comparison: Comparison) -> ProgressMessage:
    html = render_to_string("lab/detail.html#progress", {"comparison": comparison, "oob": True})
    return {"type": "lab.progress", "html": html}


def send_progress(comparison: Comparison) -> None:
    send_to_group(group_name(comparison.pk), progress_message(comparison))
