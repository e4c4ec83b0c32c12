"""The team's notification channels: list, add, test-send, disable, delete (team admins)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import AnonymousUser, User
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from accounts.models import Team
from notifications.forms import ChannelForm
from notifications.models import MANAGE_PERMISSION, Channel, Delivery
from notifications.services import send_test

RECENT = 50
"""Deliveries shown on the page."""
REFUSED = "Managing notification channels needs the team-admin role."


def managed_teams(user: User | AnonymousUser) -> QuerySet[Team]:
    """The teams whose channels `user` manages: all for a superuser, else their own teams
    if they have the team-admin role (the manage_channels permission)."""
    if user.is_superuser:
        return Team.objects.all()
    if not user.is_authenticated or not user.has_perm(MANAGE_PERMISSION):
        return Team.objects.none()
    return Team.objects.filter(members=user)


def _team(request: HttpRequest, team_id: int) -> Team:
    """The team, if the user may manage it: someone else's team is not found (404), and
    their own team without the role is refused (PermissionError, answered 403)."""
    user = request.user
    if not (user.is_superuser or Team.objects.filter(pk=team_id, members=user.pk).exists()):
        raise Http404("no such team")
    team = managed_teams(user).filter(pk=team_id).first()
    if team is None:
        raise PermissionError(REFUSED)
    return team


def _channel(request: HttpRequest, pk: int) -> Channel:
    channel = get_object_or_404(Channel.objects.select_related("team"), pk=pk)
    _team(request, channel.team_id)
    return channel


@login_required
def channels(request: HttpRequest) -> HttpResponse:
    """The first team the user manages."""
    team = managed_teams(request.user).order_by("pk").first()
    if team is None:
        return HttpResponseForbidden(REFUSED)
    return redirect("notifications:team", team_id=team.pk)


@login_required
def team_channels(request: HttpRequest, team_id: int) -> HttpResponse:
    try:
        team = _team(request, team_id)
    except PermissionError as refused:
        return HttpResponseForbidden(str(refused))
    form = ChannelForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        channel = form.save(commit=False)
        channel.team, channel.created_by = team, request.user
        channel.save()
        return redirect("notifications:team", team_id=team.pk)
    return render(request, "notifications/channels.html", _page(request, team, form))


def _page(request: HttpRequest, team: Team, form: ChannelForm) -> dict[str, object]:
    deliveries = Delivery.objects.filter(channel__team=team).select_related("channel")
    return {
        "team": team,
        "teams": managed_teams(request.user).order_by("name"),
        "channels": Channel.objects.filter(team=team),
        "deliveries": deliveries[:RECENT],
        "form": form,
    }


@login_required
@require_POST
def test(request: HttpRequest, pk: int) -> HttpResponse:
    try:
        channel = _channel(request, pk)
    except PermissionError as refused:
        return HttpResponseForbidden(str(refused))
    send_test(channel=channel, user=request.user)  # type: ignore[arg-type]
    return redirect("notifications:team", team_id=channel.team_id)


@login_required
@require_POST
def toggle(request: HttpRequest, pk: int) -> HttpResponse:
    """Disable an enabled channel, enable a disabled one."""
    try:
        channel = _channel(request, pk)
    except PermissionError as refused:
        return HttpResponseForbidden(str(refused))
    Channel.objects.filter(pk=channel.pk).update(enabled=not channel.enabled)
    return redirect("notifications:team", team_id=channel.team_id)


@login_required
@require_POST
def delete(request: HttpRequest, pk: int) -> HttpResponse:
    try:
        channel = _channel(request, pk)
    except PermissionError as refused:
        return HttpResponseForbidden(str(refused))
    channel.delete()
    return redirect("notifications:team", team_id=channel.team_id)
