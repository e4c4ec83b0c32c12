"""The review card's filters: the calls that are the same as this one, and an edit's diff."""

from __future__ import annotations

from django import template

from reviews import batch, diffs
from runs.models import Approval

register = template.Library()


@register.filter
def same_pending(approval: Approval) -> list[Approval]:
    return batch.same_pending(approval)


@register.filter
def decided_diff(approval: Approval) -> diffs.ArgumentsDiff | None:
    return diffs.decided_diff(approval)
