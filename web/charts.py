"""A Plotly figure as a page embeds it: built in Python, sent to the page as JSON (the
browser only draws it), so what a chart shows is tested without one."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

TEMPLATE = "plotly_white"


@dataclass(frozen=True)
class Chart:
    """One figure as the page embeds it."""

    key: str
    """The DOM ids come from it: chart-<key> for the div, figure-<key> for its JSON."""
    title: str
    figure: dict[str, Any]
    """The figure as plain JSON types (plotly's own encoder turned dates and arrays)."""
    empty: str = ""
    """Why the figure has nothing to draw; the page says it instead of an empty box."""

    @property
    def div_id(self) -> str:
        return f"chart-{self.key}"

    @property
    def figure_id(self) -> str:
        return f"figure-{self.key}"

    @property
    def traces(self) -> int:
        return len(self.figure.get("data", []))


def as_chart(key: str, title: str, figure: go.Figure, empty: str = "") -> Chart:
    figure.update_layout(template=TEMPLATE, margin={"l": 50, "r": 20, "t": 30, "b": 50})
    return Chart(key=key, title=title, figure=json.loads(figure.to_json()), empty=empty)
