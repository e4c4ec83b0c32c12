"""Who belongs to which team, and who may see what."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction

from accounts.models import Team

OPERATOR_GROUP = "operator"
"""The role that launches and cancels runs (groups are made by reviews.apps after migrate)."""


def can_operate(user: AbstractBaseUser | AnonymousUser) -> bool:
    """Whether `user` may launch and cancel runs: an operator, or a superuser."""
    if not user.is_authenticated:
        return False
    return (
        bool(getattr(user, "is_superuser", False))
        or user.groups.filter(  # type: ignore[union-attr]
            name=OPERATOR_GROUP
        ).exists()
    )


@transaction.atomic
def team_for(user: AbstractBaseUser) -> Team:
    """The team a user's new runs belong to: their first, or a personal one made now."""
    team = Team.objects.filter(members=user).order_by("pk").first()
    if team is None:
        # The user's id in the name: a later account with a reused name gets a team of its own.
        team = Team.objects.create(name=f"{user.get_username()} (personal, #{user.pk})")
        team.members.add(user)
    return team


def visible_team_ids(user: AbstractBaseUser | AnonymousUser) -> list[int] | None:
    """The teams whose runs `user` may see; None means all of them (superusers)."""
    if getattr(user, "is_superuser", False):
        return None
    return list(Team.objects.filter(members=user).values_list("pk", flat=True))
