"""The insights page, and plotly.js served from the installed plotly package."""

from __future__ import annotations

import plotly
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import condition, require_GET

from insights import plotly_assets
from insights.charts import charts, cost_chart
from insights.costs import costs_for
from insights.outcomes import GROUPINGS
from insights.services import insights_for, run_limit
from web.params import text
from web.requests import AuthenticatedHttpRequest

A_YEAR = 365 * 24 * 3600


@login_required
@require_GET
def insights_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    limit = run_limit(request.GET.get("runs"))
    task = text(request.GET.get("task"))
    insights = insights_for(request.user, limit=limit, task=task)
    costs = costs_for(request.user)
    context = {
        "insights": insights,
        "charts": [
            *(charts(insights) if insights.runs else []),
            *[chart for chart in [cost_chart(costs)] if chart is not None],
        ],
        "costs": costs,
        "costs_tables": [
            ("model", costs.by_model()),
            ("team", costs.by_team()),
            ("day", costs.by_day()),
        ],
        "outcome_tables": [
            (grouping, label, insights.outcomes.get(grouping, [])) for grouping, label in GROUPINGS
        ],
        "limit": limit,
        "task": task,
    }
    return render(request, "insights/insights.html", context)


def _versioned(request: HttpRequest) -> str:
    return f"plotly-{plotly.__version__}"


def _long_cached(response: HttpResponse) -> HttpResponse:
    # The page asks with ?v=<plotly version>: a new plotly is a new URL, so a year is safe.
    response["Cache-Control"] = f"public, max-age={A_YEAR}, immutable"
    return response


@require_GET
@gzip_page
@condition(etag_func=_versioned)
def plotly_js(request: HttpRequest) -> HttpResponse:
    """plotly.js from the plotly package, not a CDN (the CSP allows only our own origin)."""
    body = plotly_assets.plotly_js()
    return _long_cached(HttpResponse(body, content_type="text/javascript; charset=utf-8"))


@require_GET
@gzip_page
@condition(etag_func=_versioned)
def plotly_css(request: HttpRequest) -> HttpResponse:
    """The stylesheet plotly.js would otherwise insert inline, which the CSP refuses."""
    body = plotly_assets.plotly_css()
    return _long_cached(HttpResponse(body, content_type="text/css; charset=utf-8"))
