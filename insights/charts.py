"""The insights page's Plotly figures, built from services.Insights.

Built here in Python and sent to the page as JSON: the browser only draws
them (static/insights.js), so what a chart shows is tested without one.
"""

from __future__ import annotations

from collections.abc import Callable

import plotly.graph_objects as go

from insights.costs import Costs
from insights.services import Insights
from web.charts import Chart, as_chart


def charts(insights: Insights) -> list[Chart]:
    return [as_chart(key, title, build(insights)) for key, title, build in BUILDERS]


def cost_chart(costs: Costs) -> Chart | None:
    """The cost per day, a bar per model stacked; None when no priced run cost anything."""
    if not costs.spends:
        return None
    figure = go.Figure()
    for model in sorted({spend.model for spend in costs.spends}):
        days: dict[str, float] = {}
        for spend in costs.spends:
            if spend.model == model:
                day = spend.day.isoformat()
                days[day] = days.get(day, 0.0) + float(spend.cost)  # a bar's height, not money
        figure.add_bar(
            name=model,
            x=list(days),
            y=list(days.values()),
            hovertemplate="%{x}: $%{y:.4f}",  # the trace's name (the model) beside it
        )
    figure.update_layout(
        barmode="stack",
        xaxis={"type": "category"},
        yaxis={"title": "dollars", "rangemode": "tozero"},
    )
    return as_chart("cost", "Cost per day, by model", figure)


def competence_figure(insights: Insights) -> go.Figure:
    """One bar series per task type: each tool's competence with its 95% credible interval."""
    figure = go.Figure()
    for kind in sorted({s.task_type for s in insights.standings}):
        rows = [s for s in insights.standings if s.task_type == kind]
        figure.add_bar(
            name=kind,
            x=[s.tool for s in rows],
            y=[s.competence for s in rows],
            error_y={
                "type": "data",
                "symmetric": False,
                "array": [s.high - s.competence for s in rows],
                "arrayminus": [s.competence - s.low for s in rows],
            },
            customdata=[[s.calls, s.low, s.high] for s in rows],
            hovertemplate="%{x}: %{y:.2f} (95%: %{customdata[1]:.2f} to %{customdata[2]:.2f}),"
            " %{customdata[0]} calls",
        )
    figure.update_layout(barmode="group", yaxis={"range": [0, 1], "title": "success rate"})
    return figure


def reward_figure(insights: Insights) -> go.Figure:
    runs = insights.runs
    figure = go.Figure()
    figure.add_scatter(
        name="reward",
        mode="lines+markers",
        x=[r.ended_at for r in runs],
        y=[r.reward.reward for r in runs],
        text=[f"run {r.run_id}: {r.goal[:80]}" for r in runs],
        hovertemplate="%{text}<br>reward %{y:.3f}<extra></extra>",
    )
    figure.update_layout(yaxis={"title": "reward"})
    return figure


def retries_figure(insights: Insights) -> go.Figure:
    runs = insights.runs
    figure = go.Figure()
    figure.add_bar(name="retries", x=_run_labels(insights), y=[r.reward.retries for r in runs])
    figure.update_layout(xaxis={"type": "category"}, yaxis={"title": "retries", "dtick": 1})
    return figure


def tokens_figure(insights: Insights) -> go.Figure:
    labels = _run_labels(insights)
    figure = go.Figure()
    figure.add_bar(name="tokens in", x=labels, y=[r.tokens_in for r in insights.runs])
    figure.add_bar(name="tokens out", x=labels, y=[r.tokens_out for r in insights.runs])
    figure.update_layout(barmode="stack", xaxis={"type": "category"}, yaxis={"title": "tokens"})
    return figure


def packets_figure(insights: Insights) -> go.Figure:
    families = list(insights.packets)
    totals = list(insights.packets.values())
    figure = go.Figure()
    figure.add_bar(name="raw bytes", x=families, y=[t.raw for t in totals])
    figure.add_bar(name="packet bytes", x=families, y=[t.packet for t in totals])
    figure.update_layout(barmode="group", yaxis={"title": "bytes"})
    return figure


def latency_figure(insights: Insights) -> go.Figure:
    figure = go.Figure()
    for tool, seconds in insights.latencies.items():
        figure.add_histogram(name=tool, x=seconds, opacity=0.6)
    figure.update_layout(
        barmode="overlay", xaxis={"title": "seconds in the tool"}, yaxis={"title": "calls"}
    )
    return figure


def _run_labels(insights: Insights) -> list[str]:
    # Category labels, not numbers: run ids are not a scale.
    return [f"#{r.run_id}" for r in insights.runs]


BUILDERS: list[tuple[str, str, Callable[[Insights], go.Figure]]] = [
    ("competence", "Tool success rate, with 95% credible interval", competence_figure),
    ("reward", "Reward per run", reward_figure),
    ("retries", "Retries per run", retries_figure),
    ("tokens", "Tokens per run", tokens_figure),
    ("packets", "Raw against packet bytes, by reducer family", packets_figure),
    ("latency", "Tool latency", latency_figure),
]
