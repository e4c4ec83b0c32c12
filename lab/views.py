"""The lab: the launch form with past comparisons, and a comparison's permalink page."""

from __future__ import annotations

from typing import IO, NotRequired, TypedDict

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render

from accounts.services import can_operate
from lab import legend, services
from lab.charts import charts
from lab.columns import ColumnSpec
from lab.diff import Column, columns
from lab.figures import macro
from lab.forms import LabForm
from lab.models import Comparison, ComparisonItem
from lab.proposal import Proposal, parsed_ids, propose
from web.requests import AuthenticatedHttpRequest

RECENT = 20


class Inputs(TypedDict):
    """What a comparison is of, as launch_comparison takes it."""

    source: str
    artifact_ids: NotRequired[list[str]]
    cases_zip: NotRequired[IO[bytes]]


@login_required
def lab_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    if request.method != "POST":
        proposal = _proposal(request)
        form = LabForm(initial=proposal.initial if proposal else None)
        return _form_page(request, form, proposal=proposal)
    if not can_operate(request.user):
        return HttpResponseForbidden("Launching a comparison needs the operator role.")
    form = LabForm(request.POST, request.FILES)
    if not form.is_valid():
        return _form_page(request, form, status=413 if form.too_large else 400)
    comparison = services.launch_comparison(
        user=request.user, reducers=form.cleaned_data["columns"], **_inputs(request, form)
    )
    return redirect(comparison)


def _inputs(request: AuthenticatedHttpRequest, form: LabForm) -> Inputs:
    """What to compare, as the form says, with a description of it."""
    data = form.cleaned_data
    if data["source"] == "upload":
        return {"source": f"uploaded {data['cases'].name}", "cases_zip": data["cases"]}
    if data["source"] == "runs":
        ids = services.artifacts_of_runs(request.user, data["runs"])
        return {"source": "runs " + ", ".join(map(str, data["runs"])), "artifact_ids": ids}
    criteria = {k: data[k] for k in ("family", "lane", "since", "until") if data[k]}
    ids = services.artifacts_by_filter(request.user, limit=data["limit"], **criteria)
    described = ", ".join(f"{k} {v}" for k, v in criteria.items()) or "every artifact"
    return {"source": f"{described} (at most {data['limit']})", "artifact_ids": ids}


def _proposal(request: AuthenticatedHttpRequest) -> Proposal | None:
    """The comparison proposed for the runs in `?runs=3,5`, if it names any."""
    runs = parsed_ids(request.GET.get("runs", ""))
    return propose(request.user, runs) if runs else None


def _form_page(
    request: AuthenticatedHttpRequest,
    form: LabForm,
    status: int = 200,
    proposal: Proposal | None = None,
) -> HttpResponse:
    recent = Comparison.objects.visible_to(request.user)[:RECENT]
    context = {"form": form, "recent": recent, "proposal": proposal}
    return render(request, "lab/lab.html", context, status=status)


@login_required
def comparison_detail(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    comparison = get_object_or_404(Comparison.objects.visible_to(request.user), pk=pk)
    items = list(comparison.items.all()) if comparison.status == "done" else []
    specs = comparison.columns
    context = {
        "comparison": comparison,
        "rows": [(item, [(c, item.results[c.key]) for c in specs]) for item in items],
        "macros": [(c, macro([i.results[c.key] for i in items])) for c in specs] if items else [],
        "sides": [(item, _sides(specs, item)) for item in items],
        "charts": charts(specs, items) if items else [],
        "macro_headings": legend.headings(legend.MACRO),
        "item_headings": legend.headings(legend.ITEMS),
        "legend": legend.legend(),
    }
    return render(request, "lab/detail.html", context)


def _sides(specs: list[ColumnSpec], item: ComparisonItem) -> list[tuple[ColumnSpec, Column]]:
    """The item's packets side by side, each with the column it is of."""
    packets = columns({spec.key: item.results[spec.key]["packet"] for spec in specs})
    return list(zip(specs, packets, strict=True))
