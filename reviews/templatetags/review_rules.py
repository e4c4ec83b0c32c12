"""The review card's "remember" section: its rows, and the rule they make."""

from __future__ import annotations

from typing import Any

from django import template

from reviews import remember
from runs.models import Approval

register = template.Library()


@register.simple_tag(takes_context=True)
def remember_fields(context: template.Context, approval: Approval) -> list[remember.ArgumentField]:
    """Each argument's row: as posted when the card came back with a problem, else exact."""
    posted: Any = context.get("remember_post")
    return remember.card_fields(approval, posted)


@register.simple_tag(takes_context=True)
def remember_preview(context: template.Context, approval: Approval) -> str:
    return remember.preview(context.get("remember_post") or {}, approval)
