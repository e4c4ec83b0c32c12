"""The review queue (/review/), its history with filters and export, inline decisions, and
reviewers' labels on steps and packets."""

from __future__ import annotations

import csv
import json
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import QuerySet
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from accounts.services import can_review
from harness.output.artifacts import ArtifactError
from reviews.annotations import EXPORT_FIELDS as ANNOTATION_FIELDS
from reviews.annotations import (
    AnnotationRefused,
    annotate,
    case_id,
    case_zip,
    export_row,
    visible_annotations,
)
from reviews.batch import BatchOutcome, decide_same
from reviews.diffs import edit_diff
from reviews.remember import decide_and_remember
from reviews.rule_views import remember_problem
from runs.approvals import DecisionRefused, clear_taint
from runs.models import Approval, ApprovalStatus, Run, Step
from runs.review_rules import RuleDecision, RuleRefused, rule_decisions
from web.params import text, whole_number
from web.requests import AuthenticatedHttpRequest

PAGE_SIZE = 50
DECIDED_NOTICE: dict[str, str] = {
    ApprovalStatus.APPROVED: "Approved: the call runs and the run goes on.",
    ApprovalStatus.REJECTED: "Rejected: the model reads why, and the run goes on.",
    ApprovalStatus.EDITED: "Edited: the call runs with your arguments.",
    ApprovalStatus.RESPONDED: "Responded: the model reads your text instead of the call's.",
}
"""What the card someone decided on says at its top, so the decision shows where it was
taken (the card then folds to who decided)."""
EXPORT_FIELDS = [
    "id",
    "run_id",
    "kind",
    "tool",
    "arguments",
    "reason",
    "status",
    "decided_by_name",
    "decided_at",
    "comment",
    "decided_arguments",
    "created_at",
]


@login_required
def queue(request: AuthenticatedHttpRequest) -> HttpResponse:
    pending = Approval.objects.visible_to(request.user).filter(status=ApprovalStatus.PENDING)
    context = {"pending": pending.select_related("run"), "reviewer": can_review(request.user)}
    return render(request, "reviews/queue.html", context)


@login_required
def history(request: AuthenticatedHttpRequest) -> HttpResponse:
    decided, filters = _filtered(request)
    page = Paginator(decided.prefetch_related("rules"), PAGE_SIZE).get_page(request.GET.get("page"))
    context = {"page": page, "filters": filters, "statuses": ApprovalStatus.choices}
    context["ruled"] = _ruled(request, filters, limit=100)
    return render(request, "reviews/history.html", context)


def _ruled(
    request: AuthenticatedHttpRequest, filters: dict[str, str], limit: int
) -> list[RuleDecision]:
    """The calls a review rule decided, of the run and the rule the page filters by."""
    rule = whole_number(text(request.GET.get("rule")), minimum=1)
    run = (whole_number(filters["run"], minimum=1) or 0) if filters["run"] else None
    return rule_decisions(request.user, run=run, rule=rule, limit=limit)


@login_required
def export(request: AuthenticatedHttpRequest, fmt: str) -> HttpResponse:
    decided, filters = _filtered(request)
    rows = [_row(a) for a in decided[:10_000]]
    if fmt == "json":
        ruled = [d.as_json() for d in _ruled(request, filters, limit=10_000)]
        return JsonResponse({"decisions": rows, "rule_decisions": ruled})
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="decisions.csv"'
    writer = csv.DictWriter(response, fieldnames=EXPORT_FIELDS)
    writer.writeheader()
    for row in rows:
        writer.writerow({k: json.dumps(v) if isinstance(v, dict) else v for k, v in row.items()})
    return response


@login_required
@require_POST
def decide_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    approval = get_object_or_404(Approval.objects.visible_to(request.user), pk=pk)
    if not can_review(request.user):
        return _card(request, approval, "deciding needs the reviewer role", status=403)
    try:  # the decision, and the rule its "remember" choices keep (reviews/remember.py)
        approval = decide_and_remember(
            approval=approval,
            user=request.user,
            post=request.POST.dict(),
            arguments=_arguments(request.POST.get("arguments")),
        )
    except RuleRefused as refused:
        return remember_problem(request, approval, refused)
    except DecisionRefused as exc:
        approval.refresh_from_db()
        return _card(request, approval, str(exc), status=409 if not approval.is_pending else 422)
    return _card(request, approval, "", notice=DECIDED_NOTICE[approval.status])


@login_required
@require_POST
def clear_taint_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    approval = get_object_or_404(Approval.objects.visible_to(request.user), pk=pk)
    if not can_review(request.user):
        return _card(request, approval, "clearing taint needs the reviewer role", status=403)
    try:
        clear_taint(
            run_id=approval.run_id, user=request.user, comment=request.POST.get("comment", "")
        )
    except DecisionRefused as exc:
        return _card(request, approval, str(exc), status=409)
    return _card(request, approval, "", notice="taint cleared: later writes are not gated")


@login_required
@require_POST
def diff_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """The arguments being edited on a card against the call as asked (the card asks as the
    reviewer types): difflib here, so the card and a decided edit show the same diff."""
    approval = get_object_or_404(Approval.objects.visible_to(request.user), pk=pk)
    diff = edit_diff(approval.arguments, request.POST.get("arguments", ""))
    return render(request, "reviews/queue.html#arguments_diff", {"diff": diff})


@login_required
@require_POST
def decide_same_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Approve or reject a pending call and the same calls its card listed (`same`), each
    through decide(); those refused are reported by id."""
    visible = Approval.objects.visible_to(request.user)
    approval = get_object_or_404(visible.select_related("run"), pk=pk)
    if not can_review(request.user):
        return _report(request, {"problem": "deciding needs the reviewer role"}, status=403)
    ids = [whole_number(v, minimum=1) for v in request.POST.getlist("same")]
    try:
        outcome = decide_same(
            anchor=approval,
            others=[i for i in ids if i is not None],
            visible=visible,
            user=request.user,
            decision=request.POST.get("decision", ""),
            comment=request.POST.get("comment", ""),
        )
    except DecisionRefused as exc:
        return _report(request, {"problem": str(exc)}, status=422)
    approval.refresh_from_db()
    cards = [approval, *(a for a in outcome.decided if a.pk != approval.pk)]
    return _report(request, _reported(outcome) | {"cards": cards}, 200 if outcome.decided else 409)


def _reported(outcome: BatchOutcome) -> dict[str, object]:
    done = ", ".join(f"#{a.pk} (run {a.run_id})" for a in outcome.decided)
    refused = "; ".join(f"#{pk}: {why}" for pk, why in outcome.refused)
    return {
        "notice": f"decided {len(outcome.decided)}: {done}" if outcome.decided else "",
        "problem": f"not decided: {refused}" if refused else "",
    }


def _report(
    request: AuthenticatedHttpRequest, context: dict[str, object], status: int
) -> HttpResponse:
    """What one decision for several calls did, with the cards it changed (out of band). To
    htmx always 200, as htmx swaps no 4xx: the report is what says nothing was decided."""
    context = {"cards": [], "reviewer": can_review(request.user)} | context
    response = render(request, "reviews/queue.html#decided_same", context, status=status)
    if request.htmx:
        response.status_code = 200
    return response


def _card(
    request: AuthenticatedHttpRequest,
    approval: Approval,
    problem: str,
    status: int = 200,
    notice: str = "",
) -> HttpResponse:
    context = {
        "approval": approval,
        "problem": problem,
        "notice": notice,
        "reviewer": can_review(request.user),
    }
    return render(request, "reviews/queue.html#card", context, status=status)


def _arguments(raw: str | None) -> dict[str, Any] | None:
    if not raw:
        return None
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DecisionRefused(f"the edited arguments are not JSON: {exc.msg}") from exc
    return value if isinstance(value, dict) else None


def _filtered(request: AuthenticatedHttpRequest) -> tuple[QuerySet[Approval], dict[str, str]]:
    decided = Approval.objects.visible_to(request.user).exclude(status=ApprovalStatus.PENDING)
    filters = {k: text(request.GET.get(k)) for k in ("status", "kind", "run", "reviewer")}
    if filters["status"] in ApprovalStatus.values:
        decided = decided.filter(status=filters["status"])
    if filters["kind"]:
        decided = decided.filter(kind=filters["kind"])
    if filters["run"]:  # a run id no run can have finds nothing, not everything
        decided = decided.filter(run_id=whole_number(filters["run"], minimum=1) or 0)
    if filters["reviewer"]:
        decided = decided.filter(decided_by_name=filters["reviewer"])
    return decided.order_by("-decided_at", "-pk"), filters


def _row(approval: Approval) -> dict[str, Any]:
    row = {name: getattr(approval, name) for name in EXPORT_FIELDS}
    for name in ("decided_at", "created_at"):
        row[name] = row[name].isoformat() if row[name] else None
    return row


# -- annotations --------------------------------------------------------------------------


@login_required
def annotate_view(request: AuthenticatedHttpRequest, step_pk: int) -> HttpResponse:
    """Label a step, or say what its packet should have kept (GET shows the form)."""
    step = get_object_or_404(
        Step.objects.filter(run__in=Run.objects.visible_to(request.user)).select_related("run"),
        pk=step_pk,
    )
    context: dict[str, Any] = {"step": step, "reviewer": can_review(request.user)}
    context["labels"] = step.annotations.all()
    if request.method != "POST":
        return render(request, "reviews/annotate.html", context)
    fields = {k: request.POST.get(k, "") for k in ("verdict", "note", "lines")}
    try:
        annotate(step=step, user=request.user, **fields)
    except AnnotationRefused as refused:
        status = 403 if not context["reviewer"] else 422
        return render(
            request,
            "reviews/annotate.html",
            context | {"error": str(refused), "posted": fields},
            status=status,
        )
    return redirect(step.run.step_url(step.index))


@login_required
def annotations_export(request: AuthenticatedHttpRequest, fmt: str) -> HttpResponse:
    rows = [export_row(a) for a in visible_annotations(request.user)[:10_000]]
    if fmt == "json":
        return JsonResponse({"annotations": rows})
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="annotations.csv"'
    writer = csv.DictWriter(response, fieldnames=ANNOTATION_FIELDS)
    writer.writeheader()
    for row in rows:
        writer.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in row.items()})
    return response


@login_required
def annotation_case(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """A missing-evidence label as a benchmark case (a zip in the LogDx-CI layout): the raw
    bytes are in it, so it needs the `artifacts.view_raw` permission."""
    annotation = get_object_or_404(visible_annotations(request.user), pk=pk)
    if not request.user.has_perm("artifacts.view_raw"):
        return HttpResponse("the case holds raw output: it needs artifacts.view_raw", status=403)
    try:
        data = case_zip(annotation)
    except (AnnotationRefused, ArtifactError) as refused:
        return HttpResponse(str(refused), status=409, content_type="text/plain")
    response = HttpResponse(data, content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="{case_id(annotation)}.zip"'
    return response
