"""The run pages: list, launch, the live run page, cancel."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from accounts.services import can_operate
from runs.forms import LaunchForm
from runs.models import Run, Status
from runs.services import cancel_run, launch_run

PAGE_SIZE = 25


@login_required
def run_list(request: HttpRequest) -> HttpResponse:
    runs = Run.objects.visible_to(request.user).select_related("created_by")
    status = request.GET.get("status", "")
    if status in Status.values:
        runs = runs.filter(status=status)
    query = request.GET.get("q", "").strip()
    if query:
        runs = runs.filter(goal__icontains=query)
    page = Paginator(runs, PAGE_SIZE).get_page(request.GET.get("page"))
    context = {"page": page, "status": status, "q": query, "statuses": Status.choices}
    template = "runs/run_list.html#table" if request.htmx else "runs/run_list.html"
    return render(request, template, context)


@login_required
def run_new(request: HttpRequest) -> HttpResponse:
    if not can_operate(request.user):
        return HttpResponseForbidden("Launching runs needs the operator role.")
    form = LaunchForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        run = launch_run(user=request.user, goal=form.goal_text, config=form.run_config)
        return redirect(run)
    return render(request, "runs/run_new.html", {"form": form}, status=400 if form.errors else 200)


@login_required
def run_detail(request: HttpRequest, pk: int) -> HttpResponse:
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    steps = list(run.steps.order_by("index"))
    last_index = steps[-1].index if steps else -1
    return render(
        request, "runs/run_detail.html", {"run": run, "steps": steps, "last_index": last_index}
    )


@login_required
@require_POST
def run_cancel(request: HttpRequest, pk: int) -> HttpResponse:
    run = get_object_or_404(Run.objects.visible_to(request.user), pk=pk)
    if not can_operate(request.user):
        return HttpResponseForbidden("Cancelling runs needs the operator role.")
    run = cancel_run(run=run)
    if request.htmx:
        return render(request, "runs/run_detail.html#status", {"run": run})
    return redirect(run)
