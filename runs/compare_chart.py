"""The comparison's chart: the context each run's model read, step by step and in total."""

from __future__ import annotations

from itertools import accumulate

import plotly.graph_objects as go

from runs.compare import Comparison, StepFacts
from web.charts import Chart, as_chart


def context_chart(comparison: Comparison, name_a: str, name_b: str) -> Chart:
    """One line per run: characters read back (observations and blocks) up to each step."""
    figure = go.Figure()
    for name, steps in ((name_a, _steps(comparison, "a")), (name_b, _steps(comparison, "b"))):
        sizes = [step.context_chars for step in steps]
        figure.add_scatter(
            name=name,
            mode="lines+markers",
            x=[step.index for step in steps],
            y=list(accumulate(sizes)),
            customdata=sizes,
            hovertemplate="step %{x}: %{customdata} chars, %{y} in all",
        )
    figure.update_layout(xaxis={"title": "step"}, yaxis={"title": "characters read, in all"})
    return as_chart("context", "Context read per step (cumulative)", figure)


def _steps(comparison: Comparison, side: str) -> list[StepFacts]:
    found = (row.a if side == "a" else row.b for row in comparison.rows)
    return sorted((step for step in found if step is not None), key=lambda s: s.index)
