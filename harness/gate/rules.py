"""Review rules: a reviewer's decision that sticks, for the calls like the one decided.

A rule names a tool exactly and, per argument it cares about, an exact value or a glob
(fnmatch on the argument as text: a list joined by spaces, anything else as JSON); an
argument it leaves out may be anything. Its effect is `allow` or `deny`. The gate
(policy.py) asks a run's rules after its `deny` patterns and a waiting escalation:
a `deny` rule first, then the policy's `ask` patterns, then an `allow` rule; so a rule never
allows what the policy denies or asks a person for.

`proposed(action, choose)` is the rule a reviewer is shown for a call, before narrowing it:
`choose` says per argument whether to keep its exact value, a glob, or leave it out.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any, Literal

from harness.agent.shapes import Action

Effect = Literal["allow", "deny"]
Kind = Literal["exact", "glob"]
Choice = Literal["exact", "glob", "any"]


def as_text(value: Any) -> str:
    """An argument as a rule reads it: text as is, a list joined by spaces, else JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple):
        return " ".join(as_text(item) for item in value)
    return json.dumps(value, sort_keys=True)


@dataclass(frozen=True)
class ArgumentMatch:
    name: str
    kind: Kind
    value: str

    def matches(self, arguments: Mapping[str, Any]) -> bool:
        if self.name not in arguments:
            return False
        given = as_text(arguments[self.name])
        return given == self.value if self.kind == "exact" else fnmatchcase(given, self.value)

    def describe(self) -> str:
        operator = "=" if self.kind == "exact" else "~"
        return f"{self.name}{operator}{json.dumps(self.value, ensure_ascii=False)}"


@dataclass(frozen=True)
class Rule:
    effect: Effect
    tool: str
    arguments: tuple[ArgumentMatch, ...] = ()
    id: str = ""
    """Who keeps the rule calls it this (the dashboard: `rule 12`); the gate names it."""

    def matches(self, action: Action) -> bool:
        return action.tool == self.tool and all(a.matches(action.arguments) for a in self.arguments)

    def describe(self) -> str:
        """`allow write_file(path="notes.md", content~"*")`: what the reviewer sees."""
        inner = ", ".join(argument.describe() for argument in self.arguments)
        return f"{self.effect} {self.tool}({inner})"

    def as_json(self) -> dict[str, Any]:
        return {
            "effect": self.effect,
            "tool": self.tool,
            "arguments": [
                {"name": a.name, "kind": a.kind, "value": a.value} for a in self.arguments
            ],
        }

    @staticmethod
    def from_json(data: Mapping[str, Any], id: str = "") -> Rule:
        """The rule `as_json` wrote; ValueError naming what is wrong with anything else."""
        effect, tool = data.get("effect"), data.get("tool")
        if effect not in ("allow", "deny"):
            raise ValueError(f"a rule's effect is allow or deny, not {effect!r}")
        if not isinstance(tool, str) or not tool:
            raise ValueError("a rule names its tool")
        matches = []
        for given in data.get("arguments") or []:
            name, kind, value = given.get("name"), given.get("kind"), given.get("value")
            if not isinstance(name, str) or not name or kind not in ("exact", "glob"):
                raise ValueError(
                    f"an argument of a rule is {{name, kind: exact|glob, value}}: {given!r}"
                )
            if not isinstance(value, str):
                raise ValueError(f"the value of argument {name!r} is text, not {value!r}")
            matches.append(ArgumentMatch(name, kind, value))
        if len({m.name for m in matches}) != len(matches):
            raise ValueError("a rule names each argument once")
        return Rule(effect, tool, tuple(matches), id)


def proposed(action: Action, effect: Effect, choose: Callable[[str, Any], Choice]) -> Rule:
    """The rule for calls like `action`: each argument kept as `choose` says."""
    matches = []
    for name, value in action.arguments.items():
        choice = choose(name, value)
        if choice != "any":
            matches.append(ArgumentMatch(name, choice, as_text(value)))
    return Rule(effect, action.tool, tuple(matches))


def exact_values(name: str, value: Any) -> Choice:
    """The narrowest rule: every argument as it was."""
    return "exact"


def first(rules: Sequence[Rule], effect: Effect, action: Action) -> Rule | None:
    return next((r for r in rules if r.effect == effect and r.matches(action)), None)
