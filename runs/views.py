"""The run pages: list, launch, the live run page, cancel, replay, and two runs compared."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from accounts.models import Team
from accounts.services import can_operate, can_review, team_for, visible_team_ids
from runs import changes, search, time_chart, timeline
from runs.compare import compare
from runs.compare_chart import context_chart
from runs.config import budget_words
from runs.filters import CHECKS, DECISIONS, ERRORS, REASONS, RunFilter
from runs.forms import LaunchForm, ReplayForm
from runs.live import stored_state
from runs.models import Run, Status
from runs.rendering import pending_approvals, waiting_text
from runs.services import cancel_run, launch_run, replay_config
from web.params import INTEGER, text, whole_number
from web.requests import AuthenticatedHttpRequest

PAGE_SIZE = 25


def _initial(query: QueryDict) -> dict[str, Any]:
    """The launch form's values from a link or htmx's GET; the fields given more than once
    (MCP servers, tools) as lists."""
    return query.dict() | {name: query.getlist(name) for name in ("mcp", "tools") if name in query}


@login_required
def run_list(request: AuthenticatedHttpRequest) -> HttpResponse:
    """The runs, filtered; with a search (`q`), those whose goal has the words, and the
    steps that have them (runs.search), a page of each."""
    visible = Run.objects.visible_to(request.user)
    teams = visible_team_ids(request.user)
    get = request.GET
    chosen = RunFilter.of(get, teams)
    query = search.parse(text(get.get("q")))
    runs = search.matching_runs(chosen.apply(visible), query).select_related("created_by")
    page = Paginator(runs, PAGE_SIZE).get_page(get.get("page"))
    hit_page = whole_number(get.get("hit_page"), minimum=1, maximum=search.MAX_PAGE) or 1
    context = {
        "page": page,
        "chosen": chosen,
        "q": text(get.get("q")),
        "query": query,
        "hits": search.find(visible, chosen, query, hit_page) if query else None,
        "statuses": Status.choices,
        "reasons": REASONS,
        "checks": CHECKS,
        "errors": ERRORS,
        "decisions": DECISIONS,
        "teams": Team.objects.filter(pk__in=teams) if teams is not None else Team.objects.all(),
    }
    template = "runs/run_list.html#table" if request.htmx else "runs/run_list.html"
    return render(request, template, context)


@login_required
def run_new(request: AuthenticatedHttpRequest) -> HttpResponse:
    if not can_operate(request.user):
        return HttpResponseForbidden("Launching runs needs the operator role.")
    # An empty POST is still a POST: its missing fields are errors, not a blank form.
    posted = request.method == "POST"
    form = LaunchForm(
        request.POST if posted else None,
        request.FILES if posted else None,
        # a source chosen on the page (htmx) or in a link: its fields, values kept
        initial=None if posted else _initial(request.GET),
        team_id=team_for(request.user).pk,
    )
    if request.method == "POST" and form.is_valid():
        run = launch_run(user=request.user, goal=form.goal_text, config=form.run_config)
        return redirect(run)
    return render(request, "runs/run_new.html", {"form": form}, status=400 if form.errors else 200)


@login_required
def run_detail(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    # its team in the same query: the page lists the team's runs to compare with
    run = get_object_or_404(Run.objects.visible_to(request.user).select_related("team"), pk=pk)
    step = whole_number(request.GET.get("step"), maximum=INTEGER)
    window = timeline.latest(run) if step is None else timeline.around(run, step)
    context = {
        "run": run,
        "window": window,
        "steps": window.steps,
        # Live steps are appended at the end: only a page that shows the end takes them.
        "live": run.is_active and window.later is None,
        "replay_form": ReplayForm(),
        "packet_budget": budget_words(run.config.get("budget_share"), run.config.get("budget_cap")),
        "changes": changes.files_of(changes.patch_of(run)),
        "time_chart": time_chart.chart_data(run),
        # the calls it waits on, as the review queue shows them, to decide here
        "pending": pending_approvals(run),
        # asked only where a card may show: an ended run waits on no one
        "reviewer": run.is_active and can_review(request.user),
    }
    return render(request, "runs/run_detail.html", context)


@login_required
def run_status(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """The status bar alone, for a run page whose socket is down (static/connection.js);
    while the run runs, it says what the run waits for as the live updates would."""
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    state = stored_state(run.pk) if run.status == Status.RUNNING else None
    waiting = waiting_text(state) if state is not None else ""
    return render(request, "runs/run_detail.html#status", {"run": run, "waiting": waiting})


@login_required
def run_changes(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """The run page's Changes view, fetched again after each write."""
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    context = {"run": run, "changes": changes.files_of(changes.patch_of(run))}
    return render(request, "runs/run_detail.html#changes", context)


@login_required
def run_steps(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """A page of the timeline for its "earlier" (`?before=N`) or "later" (`?after=N`) button."""
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    before = whole_number(request.GET.get("before"), maximum=INTEGER)
    after = whole_number(request.GET.get("after"), maximum=INTEGER)
    if (before is None) == (after is None):
        return HttpResponseBadRequest("Give one of before=<step index> or after=<step index>.")
    if after is None:
        window, partial = timeline.before(run, before), "earlier_page"
    else:
        window, partial = timeline.after(run, after), "later_page"
    context = {"run": run, "window": window, "steps": window.steps}
    return render(request, f"runs/run_detail.html#{partial}", context)


@login_required
@require_POST
def run_cancel(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    if not can_operate(request.user):
        return HttpResponseForbidden("Cancelling runs needs the operator role.")
    run = cancel_run(run=run, user=request.user)
    if request.htmx:
        return render(request, "runs/run_detail.html#status", {"run": run})
    return redirect(run)


@login_required
@require_POST
def run_replay(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Run `pk` again on its recorded replies under another block or reducers, then show
    the two side by side."""
    source = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    if not can_operate(request.user):
        return HttpResponseForbidden("Replaying runs needs the operator role.")
    form = ReplayForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest(form.errors.as_text())
    try:
        config = replay_config(
            source,
            team_id=team_for(request.user).pk,
            reinforcement=form.cleaned_data["reinforcement"] or None,
            reducers=form.cleaned_data["reducers"],
        ).with_budget(form.cleaned_data["packet_share"], form.cleaned_data["packet_cap"])
    except ValueError as error:  # a run still going, a reducer never released
        return HttpResponseBadRequest(str(error))
    replay = launch_run(user=request.user, goal=source.goal, config=config)
    return redirect(f"{reverse('runs:compare')}?a={source.pk}&b={replay.pk}")


@login_required
def run_compare(request: AuthenticatedHttpRequest) -> HttpResponse:
    """Two runs side by side: `?a=<id>&b=<id>`, both visible to the user."""
    ids = compare_ids(request.GET.get("a"), request.GET.get("b"))
    if isinstance(ids, str):
        return render(request, "runs/run_compare.html", {"error": ids}, status=400)
    visible = Run.objects.visible_to(request.user)
    run_a = get_object_or_404(visible, pk=ids[0])
    run_b = get_object_or_404(visible, pk=ids[1])
    comparison = compare(run_a.steps.order_by("index"), run_b.steps.order_by("index"))
    chart = context_chart(comparison, f"run {run_a.pk} (A)", f"run {run_b.pk} (B)")
    context = {"a": run_a, "b": run_b, "comparison": comparison, "charts": [chart]}
    return render(request, "runs/run_compare.html", context)


def compare_ids(a: str | None, b: str | None) -> tuple[int, int] | str:
    """The two run ids, or what is wrong with the parameters."""
    if not a or not b:
        return "Compare needs two runs: /runs/compare?a=<run id>&b=<run id>."
    run_a, run_b = whole_number(a, minimum=1), whole_number(b, minimum=1)
    if run_a is None or run_b is None:
        return "A run id is a positive whole number."
    return run_a, run_b
