"""What every page knows about its user's roles, so it offers only what they may do."""

from __future__ import annotations

from django.http import HttpRequest

from accounts.services import can_operate


def roles(request: HttpRequest) -> dict[str, bool]:
    return {"can_operate": can_operate(request.user)}
