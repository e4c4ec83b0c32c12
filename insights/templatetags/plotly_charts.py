"""`{% plotly_charts charts %}`: Plotly figures built in Python, drawn on any page.

Each `Chart` (insights/charts.py) becomes a div and its figure as JSON; the page gets
plotly.js from the plotly package, its stylesheet (so plotly.js adds no inline style,
which the CSP refuses) and static/insights.js, which draws every figure.
"""

from __future__ import annotations

import plotly
from django import template

from insights import plotly_assets
from web.charts import Chart

register = template.Library()


@register.inclusion_tag("insights/plotly_charts.html")
def plotly_charts(charts: list[Chart]) -> dict[str, object]:
    return {"charts": charts, **_assets()}


@register.inclusion_tag("insights/plotly_assets.html")
def plotly_assets_tags() -> dict[str, object]:
    """plotly.js and its stylesheet alone, for a page that draws its own figures (the run
    page's time chart, static/time_chart.js). That script loads plotly.js itself when it has
    a bar to draw: a deferred script of its size holds up DOMContentLoaded, and with it
    htmx and the page's socket, and a live run's page has nothing to draw at first."""
    return {**_assets(), "lazy": True}


def _assets() -> dict[str, object]:
    return {
        "plotly_version": plotly.__version__,
        "plotly_style_id": plotly_assets.STYLE_ELEMENT_ID,
        "bundled_style_ids": plotly_assets.bundled_style_ids(),
    }
