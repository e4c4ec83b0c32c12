"""What a user's teams' runs cost: per model, per team and per day, over the last days.

Summed in the database over the runs' recorded costs (runs.models.Run.cost, at the prices
each run was launched with), one row per team, model and day; the three tables and the
chart add those rows up. A run whose model had no price has no cost: it is counted apart,
never as $0.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import Count, Q, Sum
from django.db.models.fields.json import KT
from django.db.models.functions import TruncDate
from django.utils import timezone

from runs.models import Run

COST_DAYS = 30
"""The days the page sums, today's included."""


@dataclass(frozen=True)
class Spend:
    """The priced runs of one team, model and day, and what they cost."""

    team: str
    model: str
    day: date
    runs: int
    cost: Decimal


@dataclass(frozen=True)
class CostRow:
    """One line of a table: a model, a team or a day, its priced runs and their cost."""

    name: str
    runs: int
    cost: Decimal


@dataclass(frozen=True)
class Costs:
    since: date
    spends: list[Spend] = field(default_factory=list)
    unpriced: int = 0
    """Runs since then whose model had no price: left out of the sums."""

    @property
    def total(self) -> Decimal | None:
        """What the priced runs cost; None when no run had a price (unknown, not $0)."""
        if not self.spends:
            return None
        return sum((spend.cost for spend in self.spends), Decimal(0))

    def by_model(self) -> list[CostRow]:
        return _rows(self.spends, lambda spend: spend.model, dearest_first=True)

    def by_team(self) -> list[CostRow]:
        return _rows(self.spends, lambda spend: spend.team, dearest_first=True)

    def by_day(self) -> list[CostRow]:
        return _rows(self.spends, lambda spend: spend.day.isoformat(), dearest_first=False)


def costs_for(user: User | AnonymousUser, *, days: int = COST_DAYS) -> Costs:
    """What the runs `user` may see (their teams') cost over the last `days` days."""
    since = timezone.localdate() - timedelta(days=days - 1)
    runs = Run.objects.visible_to(user).filter(created_at__date__gte=since)
    groups = (
        runs.values("team__name", model=KT("config__backend__model"), day=TruncDate("created_at"))
        .annotate(
            priced=Count("pk", filter=Q(cost__isnull=False)),
            unpriced=Count("pk", filter=Q(cost__isnull=True)),
            spent=Sum("cost"),
        )
        .order_by()
    )
    spends, unpriced = [], 0
    for row in groups:  # one query: Sum leaves the unpriced runs' NULLs out
        unpriced += row["unpriced"]
        if row["priced"]:
            model = row["model"] or "?"
            spends.append(Spend(row["team__name"], model, row["day"], row["priced"], row["spent"]))
    return Costs(since=since, spends=spends, unpriced=unpriced)


def _rows(
    spends: Iterable[Spend], key: Callable[[Spend], str], *, dearest_first: bool
) -> list[CostRow]:
    runs: dict[str, int] = defaultdict(int)
    cost: dict[str, Decimal] = defaultdict(Decimal)
    for spend in spends:
        runs[key(spend)] += spend.runs
        cost[key(spend)] += spend.cost
    rows = [CostRow(name, runs[name], cost[name]) for name in sorted(runs)]
    return sorted(rows, key=lambda row: -row.cost) if dearest_first else rows
