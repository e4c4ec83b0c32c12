"""The run page's "Where the time went" chart, as plain JSON data: static/time_chart.js
draws it with Plotly and extends it as steps commit.

One bar per step (model time, tool time, time its call waited for a reviewer), or, past
BUCKET_OVER steps, one bar per bucket of consecutive steps summed by one GROUP BY in the
database. A finished run's buckets never change, so they are kept in the cache: a
100,000-step run's page pays the GROUP BY once, not on every view.

A step's review wait is not stored on the step: it is the time from its call's pause
(Approval.created_at, keyed by the step's index) to the decision, or to now while pending.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, TypedDict

from django.core.cache import cache
from django.db.models import Count, F, Max, Min, OuterRef, Q, QuerySet, Subquery, Sum
from django.utils import timezone

from runs.models import Approval, ApprovalStatus, Run, Status, Step

BUCKET_OVER = 2_000
"""More steps than this, and the chart sums them in buckets."""
BARS = 1_000
"""About how many bars a chart in bucket mode draws."""


class Check(TypedDict):
    passed: bool
    seconds: float
    label: str


class Pending(TypedDict):
    index: int
    """The step whose call waits for a reviewer: it has no Step row until decided."""
    seconds: float
    """How long it has waited so far (the page counts on from there)."""


class ChartData(TypedDict):
    """Columns, one entry per bar (a step, or a bucket starting at `index`)."""

    bucket: int
    """Steps per bar: 1, or the bucket size (the chart says its bars are sums)."""
    steps: int
    index: list[int]
    model: list[float]
    tool: list[float]
    review: list[float]
    errors: list[int]
    """Per bar: its steps that were errors (0 or 1 per step)."""
    paused: list[int]
    """Per bar: its steps whose call paused for a reviewer."""
    check: Check | None
    live: bool
    """Whether the page extends the chart as steps commit (not in bucket mode)."""
    pending: Pending | None
    """A call waiting for a reviewer now, drawn as a bar of its own that grows."""


def with_pauses(steps: QuerySet[Step]) -> QuerySet[Step]:
    """`steps` with `paused_at` and `resumed_at`: when the step's gated call paused, and
    when a reviewer decided it (None: still pending, or it never paused)."""
    calls = Approval.objects.filter(run_id=OuterRef("run_id"), step_index=OuterRef("index"))
    by_step = calls.order_by().values("step_index")
    return steps.annotate(
        paused_at=Subquery(by_step.annotate(at=Min("created_at")).values("at")[:1]),
        resumed_at=Subquery(by_step.annotate(at=Max("decided_at")).values("at")[:1]),
    )


def review_seconds(paused_at: datetime | None, resumed_at: datetime | None) -> float:
    if paused_at is None:
        return 0.0
    return max(((resumed_at or timezone.now()) - paused_at).total_seconds(), 0.0)


def step_review_seconds(step: Step) -> float:
    """A step's review wait, from with_pauses' annotations (0 on a step without them)."""
    return review_seconds(getattr(step, "paused_at", None), getattr(step, "resumed_at", None))


PER_STEP = ("index", "model_latency", "tool_latency", "is_error", "paused_at", "resumed_at")
"""A step's columns, two of them with_pauses' annotations."""


def chart_data(run: Run) -> ChartData:
    if run.step_count <= BUCKET_OVER:
        return _per_step(run)
    size = -(-run.step_count // BARS)  # ceiling: at most BARS bars
    if run.is_active:
        return _buckets(run, size)
    key = f"time-chart:{run.pk}:{run.step_count}:{size}"
    data: ChartData | None = cache.get(key)
    if data is None:
        data = _buckets(run, size)
        cache.set(key, data, timeout=None)  # a finished run's steps do not change
    return data


def _per_step(run: Run) -> ChartData:
    rows = with_pauses(run.steps.order_by("index")).values_list(*PER_STEP)
    data = _empty(run, bucket=1, live=run.is_active)
    for index, model, tool, is_error, paused_at, resumed_at in rows:
        _add(data, index, model, tool, review_seconds(paused_at, resumed_at))
        data["errors"].append(int(is_error))
        data["paused"].append(int(paused_at is not None))
    data["pending"] = _pending(run, data["index"])
    return data


def _pending(run: Run, charted: list[int]) -> Pending | None:
    """The call the run waits on, when its step is not charted yet (it commits once
    decided); None when the run is not paused."""
    if run.status != Status.AWAITING_APPROVAL:
        return None
    waiting = run.approvals.filter(status=ApprovalStatus.PENDING).order_by("created_at")
    call = waiting.values_list("step_index", "created_at").first()
    if call is None or (charted and call[0] <= charted[-1]):
        return None
    return Pending(index=call[0], seconds=round(review_seconds(call[1], None), 3))


def _buckets(run: Run, size: int) -> ChartData:
    """One GROUP BY over the run's steps (index // size), and its pauses, which are few."""
    sums = (
        run.steps.order_by()
        .values(bucket=F("index") / size)
        .annotate(
            model=Sum("model_latency"),
            tool=Sum("tool_latency"),
            errors=Count("pk", Q(is_error=True)),
        )
        .order_by("bucket")
    )
    waits, paused = _pauses_by_bucket(run, size)
    data = _empty(run, bucket=size, live=False)
    for row in sums:
        bucket = row["bucket"]
        _add(data, bucket * size, row["model"], row["tool"], waits.get(bucket, 0.0))
        data["errors"].append(row["errors"])
        data["paused"].append(paused.get(bucket, 0))
    return data


def _pauses_by_bucket(run: Run, size: int) -> tuple[dict[int, float], dict[int, int]]:
    waits: dict[int, float] = {}
    paused: dict[int, int] = {}
    if not run.review_seconds and run.status != Status.AWAITING_APPROVAL:
        return waits, paused  # it never paused: no query of its approvals
    for index, created, decided in run.approvals.values_list(
        "step_index", "created_at", "decided_at"
    ):
        bucket = index // size
        waits[bucket] = waits.get(bucket, 0.0) + review_seconds(created, decided)
        paused[bucket] = paused.get(bucket, 0) + 1
    return waits, paused


def _empty(run: Run, *, bucket: int, live: bool) -> ChartData:
    return ChartData(
        bucket=bucket,
        steps=run.step_count,
        index=[],
        model=[],
        tool=[],
        review=[],
        errors=[],
        paused=[],
        check=_check(run.check_result),
        live=live,
        pending=None,
    )


def _add(data: ChartData, index: int, model: float, tool: float, review: float) -> None:
    data["index"].append(index)
    data["model"].append(round(model, 3))
    data["tool"].append(round(tool, 3))
    data["review"].append(round(review, 3))


def _check(result: dict[str, Any] | None) -> Check | None:
    if not result:
        return None
    passed = bool(result.get("passed"))
    return Check(
        passed=passed,
        seconds=round(float(result.get("latency") or 0.0), 3),
        label="check passed" if passed else "check failed",
    )
