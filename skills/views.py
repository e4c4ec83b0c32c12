"""The skills page: proposals to decide, "Mine now", and tools flagged for retirement."""

from __future__ import annotations

from functools import partial

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from accounts.models import Team
from accounts.services import can_operate, can_review
from harness.learning import Belief, retired
from harness.learning.beliefs import RETIRE_BELOW
from skills.models import SkillProposal
from skills.selectors import preferences_from, team_runs
from skills.services import AlreadyDecided, decide
from skills.tasks import mine_team_skills
from web.requests import AuthenticatedHttpRequest


@login_required
@require_GET
def skill_list(request: AuthenticatedHttpRequest) -> HttpResponse:
    proposals = SkillProposal.objects.visible_to(request.user).select_related("team", "decided_by")
    context = {
        "proposals": proposals,
        "reviewer": can_review(request.user),
        "retiring": retiring_tools(_teams(request)),
        "retire_after": settings.LOOPGLASS_RETIRE_AFTER_RUNS,
        "retire_below": RETIRE_BELOW,
    }
    return render(request, "skills/skill_list.html", context)


@login_required
@require_POST
def skill_decide(request: AuthenticatedHttpRequest, pk: int, verdict: str) -> HttpResponse:
    proposal = get_object_or_404(SkillProposal.objects.visible_to(request.user), pk=pk)
    if not can_review(request.user):
        return HttpResponseForbidden("Deciding on skills needs the reviewer role.")
    try:
        decide(proposal_id=proposal.pk, user=request.user, accept=verdict == "accept")
    except AlreadyDecided as exc:
        return HttpResponse(str(exc), status=409)
    return redirect("skills:list")


@login_required
@require_POST
def skill_mine(request: AuthenticatedHttpRequest) -> HttpResponse:
    """Mine the user's teams' runs now, on a worker (as beat does every hour)."""
    if not can_operate(request.user):
        return HttpResponseForbidden("Mining skills needs the operator role.")
    for team in _teams(request):
        transaction.on_commit(partial(mine_team_skills.delay, team.pk))
    return redirect("skills:list")


def _teams(request: AuthenticatedHttpRequest) -> list[Team]:
    return list(Team.objects.filter(members=request.user).order_by("name"))


def retiring_tools(teams: list[Team]) -> list[tuple[Team, Belief]]:
    """Each team's tools unused in many runs of a task type and rarely succeeding."""
    after = settings.LOOPGLASS_RETIRE_AFTER_RUNS
    return [
        (team, belief)
        for team in teams
        for belief in retired(preferences_from(team_runs(team.pk)), after_runs=after)
    ]
