"""The live progress bar: one pub/sub channel per comparison, `lab-<id>`."""

from __future__ import annotations

from typing import Literal, TypedDict

from django.template.loader import render_to_string

from lab.models import Comparison
from web.broadcast import html_shape, publish


class ProgressMessage(TypedDict):
    type: Literal["lab.progress"]
    html: str
    """An htmx out-of-band fragment that replaces the progress bar."""


is_progress_message = html_shape("lab.progress")
"""The shape of a `ProgressMessage` (web.fanout drops a message without it)."""


def channel_name(comparison_id: int) -> str:
    return f"lab-{comparison_id}"


def progress_message(comparison: Comparison) -> ProgressMessage:
    html = render_to_string("lab/detail.html#progress", {"comparison": comparison, "oob": True})
    return {"type": "lab.progress", "html": html}


def send_progress(comparison: Comparison) -> None:
    publish((channel_name(comparison.pk), progress_message(comparison)))
