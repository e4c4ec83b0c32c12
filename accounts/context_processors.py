"""What every page knows about its user's roles, so it offers only what they may do.

One query for every role the navigation shows: the names of the user's groups (a
superuser has every role). The pages themselves check permissions again."""

from __future__ import annotations

from django.http import HttpRequest

from accounts.services import OPERATOR_GROUP, TEAM_ADMIN_GROUP


def roles(request: HttpRequest) -> dict[str, bool]:
    user = request.user
    if not user.is_authenticated:
        return {"can_operate": False, "can_notify": False}
    if user.is_superuser:
        return {"can_operate": True, "can_notify": True}
    groups = set(user.groups.values_list("name", flat=True))
    return {"can_operate": OPERATOR_GROUP in groups, "can_notify": TEAM_ADMIN_GROUP in groups}
