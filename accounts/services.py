"""Who belongs to which team, and who may see what."""

from __future__ import annotations

from django.contrib.auth.models import AnonymousUser, User
from django.db import transaction

from accounts.models import Team

OPERATOR_GROUP = "operator"
TEAM_ADMIN_GROUP = "team-admin"
"""Manages the team's notification channels (notifications.manage_channels)."""
"""The role that launches and cancels runs (the groups are made after migrate: accounts.apps)."""
REVIEWER_GROUP = "reviewer"
"""The role that decides the calls runs paused at and clears their taint."""
REVIEW_PERMISSION = "runs.decide"
"""The permission that makes a reviewer without the group (Approval's Meta)."""
ROLES = {"viewer": [], OPERATOR_GROUP: [], REVIEWER_GROUP: [REVIEW_PERMISSION]}
"""The roles (Django groups) and their permissions: a viewer watches runs, an operator
launches and cancels them, a reviewer decides gated calls and clears taint."""


def can_operate(user: User | AnonymousUser) -> bool:
    """Whether `user` may launch and cancel runs: an operator, or a superuser."""
    if not user.is_authenticated:
        return False
    return user.is_superuser or user.groups.filter(name=OPERATOR_GROUP).exists()


def can_review(user: User | AnonymousUser) -> bool:
    """Whether `user` may decide a paused call and clear a run's taint."""
    return bool(
        user.is_authenticated
        and (user.has_perm(REVIEW_PERMISSION) or user.groups.filter(name=REVIEWER_GROUP).exists())
    )


def team_for(user: User) -> Team:
    """The team a user's new runs belong to: their first, or a personal one made now. The
    read takes no transaction: on SQLite one would wait for every writer (a worker's step)."""
    team = Team.objects.filter(members=user).order_by("pk").first()
    return team if team is not None else _personal_team(user)


@transaction.atomic
def _personal_team(user: User) -> Team:
    team = Team.objects.filter(members=user).order_by("pk").first()  # again, under the lock
    if team is None:
        # The user's id in the name: a later account with a reused name gets a team of its own.
        team = Team.objects.create(name=f"{user.get_username()} (personal, #{user.pk})")
        team.members.add(user)
    return team


def visible_team_ids(user: User | AnonymousUser) -> list[int] | None:
    """The teams whose runs `user` may see; None means all of them (superusers)."""
    if user.is_superuser:
        return None
    if not user.is_authenticated:
        return []
    return list(Team.objects.filter(members=user).values_list("pk", flat=True))
