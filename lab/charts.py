"""The lab's three Plotly figures, one trace per column each, built from the items; a
trace is named by its column's title (`pytest@5 at 10 %, cap 16 KB`).

Drawn by the insights page's machinery (`{% plotly_charts %}`), so plotly.js
and its stylesheet come from one place.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence

import plotly.graph_objects as go

from lab.columns import ColumnSpec
from lab.models import ComparisonItem
from web.charts import TEMPLATE, Chart


def charts(versions: list[ColumnSpec], items: Sequence[ComparisonItem]) -> list[Chart]:
    return [
        _chart("recall", "Reduction ratio against critical recall", recall_figure(versions, items)),
        _chart("families", "Mean reduction ratio per family", family_figure(versions, items)),
        _chart("sizes", "Packet sizes", size_figure(versions, items)),
    ]


def _chart(key: str, title: str, figure: go.Figure) -> Chart:
    figure.update_layout(template=TEMPLATE, margin={"l": 50, "r": 20, "t": 30, "b": 50})
    return Chart(key=key, title=title, figure=json.loads(figure.to_json()))


def recall_figure(versions: list[ColumnSpec], items: Sequence[ComparisonItem]) -> go.Figure:
    """Items without labels have no recall: they are left out of this one."""
    figure = go.Figure()
    for column in versions:
        key = column.key
        scored = [i for i in items if i.results[key]["critical_recall"] is not None]
        figure.add_scatter(
            name=column.title,
            mode="markers",
            text=[i.label for i in scored],
            x=[i.results[key]["reduction_ratio"] for i in scored],
            y=[i.results[key]["critical_recall"] for i in scored],
            hovertemplate="%{text}: reduction %{x:.3f}, recall %{y:.2f}",
        )
    figure.update_layout(
        xaxis={"title": "reduction ratio"}, yaxis={"title": "critical recall", "range": [0, 1.05]}
    )
    return figure


def family_figure(versions: list[ColumnSpec], items: Sequence[ComparisonItem]) -> go.Figure:
    families = sorted({i.family for i in items})
    figure = go.Figure()
    for column in versions:
        means = [
            statistics.fmean(
                i.results[column.key]["reduction_ratio"] for i in items if i.family == f
            )
            for f in families
        ]
        figure.add_bar(name=column.title, x=families, y=means)
    figure.update_layout(barmode="group", yaxis={"title": "mean reduction ratio"})
    return figure


def size_figure(versions: list[ColumnSpec], items: Sequence[ComparisonItem]) -> go.Figure:
    figure = go.Figure()
    for column in versions:
        sizes = [i.results[column.key]["packet_bytes"] for i in items]
        figure.add_histogram(name=column.title, x=sizes)
    figure.update_layout(barmode="overlay", xaxis={"title": "packet bytes"})
    figure.update_traces(opacity=0.6)
    return figure
