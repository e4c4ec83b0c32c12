"""The lab's three Plotly figures, one trace per column each, built from the items; a
trace is named by its column's title (`pytest@5 at 10 %, cap 16 KB`).

Drawn by the insights page's machinery (`{% plotly_charts %}`), so plotly.js
and its stylesheet come from one place.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import plotly.graph_objects as go

from lab.columns import ColumnSpec
from lab.models import ComparisonItem
from web.charts import Chart, as_chart

NO_LABELS = (
    "No labelled cases in these outputs: recall needs evidence labels (a case's"
    " ground_truth.json), which stored tool outputs do not have; upload case folders to"
    " see it (docs/cases.md)."
)


def charts(versions: list[ColumnSpec], items: Sequence[ComparisonItem]) -> list[Chart]:
    recall = recall_figure(versions, items)
    labelled = any(item.has_labels for item in items)
    return [
        as_chart("recall", "Reduction ratio against critical recall", recall, _unless(labelled)),
        as_chart("families", "Mean reduction ratio per family", family_figure(versions, items)),
        as_chart("sizes", "Packet sizes", size_figure(versions, items)),
    ]


def _unless(labelled: bool) -> str:
    return "" if labelled else NO_LABELS


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
