"""Review rules kept by the dashboard: checked, saved (from a decision's "remember"
section, reviews.remember, or through the API), listed, revoked; the rules in force that
the gate of every run reads (harness.gate.rules for what a rule is and harness.gate.policy for where
it stands); and the calls the rules decided, read back from the runs' logs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import Team
from harness.gate.rules import Rule
from runs.connections import released
from runs.models import (
    Approval,
    ReviewRule,
    RuleEffect,
    RuleScope,
    Run,
    RunEvent,
)
from web.params import text, whole_number

FILTERS = ("scope", "effect", "tool", "author", "state", "id")


class RuleRefused(ValueError):
    """A rule that cannot be saved or revoked; `field` names what is wrong."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


# -- the gate -----------------------------------------------------------------------------


def in_force(run: Run) -> Callable[[], Sequence[Rule]]:
    """For Gate(rules=...): the run's rules and its team's, asked afresh at each call (one
    indexed query), so a rule saved or revoked while the run goes on counts from the next
    call."""
    run_id, team_id = run.pk, run.team_id

    def rules() -> list[Rule]:
        rows = ReviewRule.objects.in_force_for(run_id=run_id, team_id=team_id)
        return [row.rule() for row in rows.order_by("pk")]

    return released(rules)


# -- saving, revoking, finding ------------------------------------------------------------


def check(data: Mapping[str, Any]) -> Rule:
    """The rule `data` spells (Rule.as_json's shape), or RuleRefused naming the field."""
    effect, tool, arguments = data.get("effect"), data.get("tool"), data.get("arguments", [])
    if effect not in RuleEffect.values:
        raise RuleRefused("effect", f"a rule's effect is allow or deny, not {effect!r}")
    if not isinstance(tool, str) or not tool.strip():
        raise RuleRefused("tool", "a rule names its tool")
    if not isinstance(arguments, list) or not all(isinstance(a, dict) for a in arguments):
        raise RuleRefused("arguments", "a list of {name, kind: exact|glob, value}")
    try:
        return Rule.from_json(data)
    except ValueError as exc:
        raise RuleRefused("arguments", str(exc)) from exc


def save(
    *,
    team: Team,
    scope: RuleScope,
    run: Run | None,
    rule: Rule,
    author: User,
    approval: Approval | None = None,
) -> ReviewRule:
    return ReviewRule.objects.create(
        team=team,
        scope=scope,
        run=run,
        effect=rule.effect,
        tool=rule.tool,
        arguments=rule.as_json()["arguments"],
        author=author,
        author_name=author.get_username(),
        approval=approval,
    )


def revoke(*, rule_id: int, user: User) -> ReviewRule:
    """Revoke a rule (the row stays, saying by whom and when); RuleRefused once revoked."""
    with transaction.atomic():
        row = ReviewRule.objects.select_for_update().get(pk=rule_id)
        if row.revoked_at is not None:
            when = timezone.localtime(row.revoked_at).strftime("%Y-%m-%d %H:%M:%S")
            raise RuleRefused("id", f"already revoked by {row.revoked_by_name} at {when}")
        row.revoked_at = timezone.now()
        row.revoked_by = user
        row.revoked_by_name = user.get_username()
        row.save(update_fields=["revoked_at", "revoked_by", "revoked_by_name"])
    return row


def filtered(user: User | AnonymousUser, params: Mapping[str, str]) -> QuerySet[ReviewRule]:
    """The rules `user` may see, as the Rules page's and the API's filters narrow them."""
    rules = ReviewRule.objects.visible_to(user).select_related("team", "approval")
    params = {name: text(value) for name, value in params.items() if isinstance(value, str)}
    if params.get("scope") in RuleScope.values:
        rules = rules.filter(scope=params["scope"])
    if params.get("effect") in RuleEffect.values:
        rules = rules.filter(effect=params["effect"])
    if params.get("tool"):
        rules = rules.filter(tool=params["tool"])
    if params.get("author"):
        rules = rules.filter(author_name=params["author"])
    if (pk := whole_number(params.get("id"))) is not None:
        rules = rules.filter(pk=pk)
    state = params.get("state", "")
    if state == "active":
        rules = rules.filter(revoked_at__isnull=True)
    elif state == "revoked":
        rules = rules.filter(revoked_at__isnull=False)
    return rules


# -- what the rules decided ---------------------------------------------------------------


@dataclass(frozen=True)
class RuleDecision:
    """A call a rule let through or refused, from the run's log (a PolicyDecided event)."""

    run_id: int
    step: int
    tool: str
    outcome: str
    rule_id: int | None
    rule: ReviewRule | None
    at: datetime

    def as_json(self) -> dict[str, Any]:
        """As the history's JSON export gives it."""
        return {
            "run_id": self.run_id,
            "step": self.step,
            "tool": self.tool,
            "outcome": self.outcome,
            "rule_id": self.rule_id,
            "rule": self.rule.describe() if self.rule is not None else None,
            "at": self.at.isoformat(),
        }


def rule_decisions(
    user: User | AnonymousUser, *, run: int | None = None, rule: int | None = None, limit: int = 100
) -> list[RuleDecision]:
    """The newest calls a review rule decided in the runs `user` may see."""
    events = RunEvent.objects.filter(
        type="policy_decided",
        data__rule__startswith="rule:",
        run__in=Run.objects.visible_to(user),
    )
    if run is not None:
        events = events.filter(run_id=run)
    if rule is not None:
        events = events.filter(data__rule=f"rule:{rule}")
    found = list(events.order_by("-created_at", "-pk")[:limit])
    ids = {_rule_id(e.data) for e in found} - {None}
    rows = ReviewRule.objects.visible_to(user).in_bulk(list(ids))
    return [
        RuleDecision(
            run_id=e.run_id,
            step=e.data.get("index", 0),
            tool=e.data.get("action", {}).get("tool", ""),
            outcome=e.data.get("outcome", ""),
            rule_id=(rule_id := _rule_id(e.data)),
            rule=rows.get(rule_id) if rule_id is not None else None,
            at=e.created_at,
        )
        for e in found
    ]


def _rule_id(data: Mapping[str, Any]) -> int | None:
    tail = str(data.get("rule", "")).removeprefix("rule:")
    return int(tail) if tail.isdigit() else None
