"""The review card's "remember" section: the rule a decision asks to keep (just this call,
the same for the run, or for the team), the rows it shows for each argument, its preview,
and the decision taken with its rule in one transaction.

A rule is checked before anything is saved: a card whose rule is wrong comes back with the
reason and nothing decided, so the reviewer fixes the rule and decides once. The decision
and its rule are saved in one transaction, so the run resumes with the rule in force.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any, cast

from django.contrib.auth.models import User
from django.db import transaction

from harness.gate.rules import ArgumentMatch, Effect, Rule
from runs.approvals import decide
from runs.models import Approval, RuleEffect, RuleScope
from runs.review_rules import RuleRefused, check, save

EFFECT_OF = {"approve": RuleEffect.ALLOW, "reject": RuleEffect.DENY}
"""The rule a decision may leave: approve allows the same, reject denies it."""
REMEMBER = ("call", "run", "team")
"""The card's choices: just this call, the same for this run, for this team."""


@dataclass(frozen=True)
class Remembered:
    """What a card's "remember" section asks for: a rule, for the run or the team."""

    scope: RuleScope
    rule: Rule


def remembered(post: Mapping[str, str], approval: Approval) -> Remembered | None:
    """The rule the card's "remember" section asks for with this decision; None for "just
    this call". Fields: `remember` (call|run|team), per argument `match:<name>`
    (exact|glob|any) and `glob:<name>` (the glob)."""
    scope = post.get("remember") or "call"
    if scope not in REMEMBER:
        raise RuleRefused("remember", f"choose {', '.join(REMEMBER)}, not {scope!r}")
    _known_arguments(post, approval)
    if scope == "call":
        return None
    effect = EFFECT_OF.get(post.get("decision", ""))
    if effect is None:
        raise RuleRefused(
            "remember", "a rule is kept with Approve (allow the same) or Reject (deny the same)"
        )
    texts = dict(approval.argument_texts)
    matches = [m for name, text in texts.items() if (m := _match(post, name, text)) is not None]
    rule = Rule(cast(Effect, effect.value), approval.tool, tuple(matches))
    return Remembered(RuleScope(scope), check(rule.as_json()))


@dataclass(frozen=True)
class ArgumentField:
    """One argument's row in the card's "remember" section, as shown or as posted."""

    name: str
    text: str
    choice: str
    glob: str

    @property
    def multiline(self) -> bool:
        """A text box would drop its line breaks: the card gives it a text area."""
        return "\n" in self.glob or "\r" in self.glob


def card_fields(approval: Approval, post: Mapping[str, str] | None = None) -> list[ArgumentField]:
    """The rows of the "remember" section: each argument exact, unless `post` (the card
    sent back with a problem) chose otherwise."""
    given = post or {}
    return [
        ArgumentField(
            name,
            text,
            given.get(f"match:{name}") or "exact",
            given.get(f"glob:{name}", text),
        )
        for name, text in approval.argument_texts
    ]


def preview(post: Mapping[str, str], approval: Approval) -> str:
    """The rule the choices in `post` make, as the card shows it before deciding: the
    allow rule Approve keeps (Reject keeps the same as deny), or what is wrong."""
    asked = {**post, "decision": "approve", "remember": "run"}
    try:
        made = remembered(asked, approval)
    except RuleRefused as refused:
        return str(refused)
    return made.rule.describe() if made is not None else ""


def _known_arguments(post: Mapping[str, str], approval: Approval) -> None:
    for key in post:
        kind, _, name = key.partition(":")
        if kind in ("match", "glob") and name not in approval.arguments:
            raise RuleRefused(key, f"the call has no argument {name!r}")


def _match(post: Mapping[str, str], name: str, text: str) -> ArgumentMatch | None:
    choice = post.get(f"match:{name}") or "exact"
    if choice == "any":
        return None
    if choice == "exact":
        return ArgumentMatch(name, "exact", text)
    if choice != "glob":
        raise RuleRefused(f"match:{name}", f"choose exact, glob or any, not {choice!r}")
    glob = post.get(f"glob:{name}", "").replace("\r\n", "\n")  # a text area's line breaks
    if not glob:
        raise RuleRefused(f"glob:{name}", "the glob is empty: choose any to match every value")
    if not fnmatchcase(text, glob):
        raise RuleRefused(
            f"glob:{name}", f"{glob!r} does not match this call's {name}: the rule would miss it"
        )
    return ArgumentMatch(name, "glob", glob)


def decide_and_remember(
    *, approval: Approval, user: User, post: Mapping[str, str], arguments: dict[str, Any] | None
) -> Approval:
    """The card's decision, and the rule it asks for, in one transaction (RuleRefused
    before anything is saved; DecisionRefused as runs.approvals.decide says)."""
    asked = remembered(post, approval)
    with transaction.atomic():
        decided = decide(
            approval_id=approval.pk,
            user=user,
            decision=post.get("decision", ""),
            comment=post.get("comment", ""),
            arguments=arguments,
        )
        if asked is not None:
            run = approval.run
            save(
                team=run.team,
                scope=asked.scope,
                run=run if asked.scope == RuleScope.RUN else None,
                rule=asked.rule,
                author=user,
                approval=decided,
            )
    return decided
