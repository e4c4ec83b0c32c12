"""The Rules page (/review/rules/): the review rules of your teams, filtered, revoked; and
the card's "remember" section, its preview and its problems (reviews/remember.py makes the
rule, runs/review_rules.py keeps it)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from accounts.services import can_review
from runs import review_rules
from runs.models import Approval, ReviewRule, RuleEffect, RuleScope
from web.params import text
from web.requests import AuthenticatedHttpRequest

PAGE_SIZE = 50


@login_required
def rules_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    filters = {k: text(request.GET.get(k)) for k in review_rules.FILTERS}
    found = review_rules.filtered(request.user, filters)
    context = {
        "page": Paginator(found, PAGE_SIZE).get_page(request.GET.get("page")),
        "filters": filters,
        "scopes": RuleScope.choices,
        "effects": RuleEffect.choices,
        "reviewer": can_review(request.user),
    }
    return render(request, "reviews/rules.html", context)


@login_required
@require_POST
def revoke_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    rule = get_object_or_404(ReviewRule.objects.visible_to(request.user), pk=pk)
    if not can_review(request.user):
        return HttpResponse("revoking a rule needs the reviewer role", status=403)
    try:
        review_rules.revoke(rule_id=rule.pk, user=request.user)
    except review_rules.RuleRefused as refused:
        return HttpResponse(refused.message, status=409)
    query = QueryDict(request.POST.get("query", "")).urlencode()  # the page's filters
    return redirect(f"{reverse('reviews:rules')}?{query}")


@login_required
@require_POST
def remember_preview(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """The rule the card's choices make, as it changes: escaped, since it quotes the call's
    arguments and the reviewer's globs, and htmx swaps it in as HTML."""
    approval = get_object_or_404(Approval.objects.visible_to(request.user), pk=pk)
    context = {"approval": approval, "remember_post": request.POST.dict()}
    return render(request, "reviews/_remember.html#rule", context)


def remember_problem(
    request: AuthenticatedHttpRequest, approval: Approval, refused: review_rules.RuleRefused
) -> HttpResponse:
    """The card's "remember" section again, with what it chose and what is wrong; nothing
    was decided. To htmx: 200 and only that section swapped (htmx swaps no 4xx), so the
    comment and the edited arguments stay as typed; to anything else: 422."""
    context = {
        "approval": approval,
        "remember_post": request.POST.dict(),
        "remember_problem": str(refused),
    }
    response = render(request, "reviews/_remember.html", context, status=422)
    if request.htmx:
        response.status_code = 200
        response["HX-Retarget"] = f"#remember-{approval.pk}"
        response["HX-Reswap"] = "outerHTML"
    return response
