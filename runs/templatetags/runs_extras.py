"""Filters for showing untrusted text: clipped, pretty-printed, and always escaped."""

from __future__ import annotations

import json
from datetime import datetime
from decimal import Decimal

from django import template
from django.conf import settings
from django.utils import timezone

from harness.learning import recorded_hint
from runs import rendering, time_chart
from runs.costs import budget_of
from runs.models import ApprovalStatus, Run, RunEvent, Status, Step

register = template.Library()


@register.filter
def step_url(run: Run, index: int) -> str:
    """`{{ run|step_url:index }}`: the run page at the page of its timeline holding that step."""
    return str(run.step_url(index))


@register.filter
def clip(text: str | None) -> str:
    """At most LOOPGLASS_TIMELINE_TEXT_LIMIT characters, with a note of what was left out."""
    if not text:
        return ""
    limit = settings.LOOPGLASS_TIMELINE_TEXT_LIMIT
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[... {len(text) - limit} more characters; the API has the whole text]"


@register.filter
def pretty_json(value: object) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True)


@register.filter
def duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f}s"
    minutes, rest = divmod(int(seconds), 60)
    return f"{minutes}m {rest:02d}s" if minutes < 60 else f"{minutes // 60}h {minutes % 60:02d}m"


@register.filter
def money(value: Decimal | None) -> str:
    """`$0.0123`, `$12.50`, `$0.00302` (three significant digits below a cent); None: `—`,
    an unknown cost, never shown as $0."""
    if value is None:
        return "—"
    if value == 0:
        return "$0.00"
    if abs(value) < Decimal("0.01"):
        return f"${value.quantize(Decimal(1).scaleb(value.adjusted() - 2)).normalize():f}"
    whole, _, cents = f"{value:.4f}".partition(".")
    return f"${whole}.{cents.rstrip('0').ljust(2, '0')}"


@register.filter
def max_cost(run: Run) -> Decimal | None:
    """The run's budget, from its config (runs.costs.budget_of)."""
    return budget_of(run.config)


@register.filter
def waiting_for(run: Run) -> str:
    """What the run waits for, as its status says (runs.rendering.waiting_for)."""
    return rendering.waiting_for(run)


@register.filter
def elapsed_seconds(run: Run) -> str:
    """The seconds `elapsed` shows, for the page's clock to count on from (static/loopglass.js)."""
    started: datetime | None = run.started_at
    if started is None:
        return ""
    end: datetime = run.finished_at or timezone.now()
    return f"{max((end - started).total_seconds(), 0.0):.1f}"


@register.filter
def review_wait(run: Run) -> dict[str, float]:
    """Of the run's elapsed seconds, those its calls waited for a reviewer (`review`: the
    decided ones', and the pending one's so far) and the rest (`working`)."""
    review = run.review_seconds
    if run.status == Status.AWAITING_APPROVAL:
        pending = run.approvals.filter(status=ApprovalStatus.PENDING).order_by("created_at")
        since = pending.values_list("created_at", flat=True).first()
        review += (timezone.now() - since).total_seconds() if since else 0.0
    total = float(elapsed_seconds(run) or 0)
    review = min(review, total)  # hosts whose clocks disagree never make it more than all
    return {"review": review, "working": total - review}


@register.filter
def seconds_data(seconds: float) -> str:
    """Seconds for a data-* attribute, never localized: Django's floatformat costs 20 ms on
    a page of 100 steps, three attributes each."""
    return f"{seconds:.3f}"


@register.filter
def step_review_seconds(step: Step) -> float:
    """How long the step's call waited for a reviewer (0 if it never paused)."""
    return time_chart.step_review_seconds(step)


@register.filter
def elapsed(run: Run) -> str:
    started: datetime | None = run.started_at
    if started is None:
        return "not started"
    end: datetime = run.finished_at or timezone.now()
    return duration((end - started).total_seconds())


ORIGINS = {
    "goal": "from the goal",
    "trusted": "from trusted output",
    "field": "a short field of tainted data (an id, a name, an address)",
    "tainted": "copies tainted text",
    "model": "the model's own text",
}
"""What each provenance origin of harness.gate.pause means, for a reviewer."""


@register.filter
def origin_label(origin: str) -> str:
    """`{{ p.origin|origin_label }}`: the origin said in words (an unknown one as it is)."""
    return ORIGINS.get(origin, origin)


@register.simple_tag
def run_hint(run: Run) -> str:
    """The hint in the run's recorded instructions (skills give hints); empty without one."""
    started = RunEvent.objects.filter(run=run, type="run_started").order_by("seq").first()
    return recorded_hint(started.data if started else None)
