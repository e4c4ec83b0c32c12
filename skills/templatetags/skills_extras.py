"""The hint a run was given, read back from its RunStarted event for the run page."""

from __future__ import annotations

from django import template

from runs.models import Run, RunEvent
from skills.hints import hint_in

register = template.Library()


@register.simple_tag
def run_hint(run: Run) -> str:
    """The hint in the run's recorded instructions; empty for a run without one."""
    started = RunEvent.objects.filter(run=run, type="run_started").order_by("seq").first()
    return hint_in(started.data if started else None)
