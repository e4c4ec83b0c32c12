"""The gate: a run's policy on tool calls, taint and escalation, as a pause hook.

`Gate(policy)` answers every call before it runs, and each answer keeps its
rule and its reason. In order:

1. a `deny` pattern, else a reviewer's `deny` rule (rules.py), matches: the call is
   refused, and the model reads why;
2. an escalation is waiting: a reviewer looks at its source first, unless
   the policy lets the model do it and the call is artifact_read on it;
3. an `ask` pattern matches: a reviewer confirms the call;
4. a reviewer's `allow` rule matches: the call runs, the rule named, unless an argument
   the rule leaves free (any value, or a glob) copies tainted text (with
   `only_prose_taints`: tainted prose): a rule vouches only for what it pins, so the
   call goes on to the steps below and asks, the rule named as matched but overruled;
5. an `allow` pattern matches: the call runs;
6. the mode: `confirm_all` pauses every call, `confirm_none` none, and
   `confirm_tainted_writes` a write while the context is tainted, unless
   `auto_allow_untainted` and every argument traces to the goal or trusted output
   (with `only_prose_taints`: unless no argument copies the taint's prose).

Provenance is read from the text: an argument copies a source when a run of
`min_match` characters of it is found in that source, or, for a shorter value,
the whole value as whole words ("3" is not in "2023"), after both are case-folded
and their whitespace collapsed. The goal vouches for a short value only when it
has a letter and 4 characters or more; a bare number the taint says too counts
as the taint's.

With `only_prose_taints`, a tainted packet that parses as JSON or YAML is split
into its short fields (ids, names, addresses, amounts: data the tool reports)
and its prose (any longer text: where instructions hide), and only an argument
that copies tainted prose, or a short value also said in tainted prose, needs a
person; a value the model composed itself does not.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import lru_cache
from itertools import islice
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

from harness.agent.shapes import Action
from harness.agent.state import ARTIFACT_READ, RunState
from harness.gate.pause import (
    Allowance,
    ArgumentProvenance,
    Denial,
    Origin,
    Overruled,
    PauseRequest,
    Verdict,
)
from harness.gate.rules import Rule, as_text
from harness.gate.rules import first as rules_first
from harness.tools.base import Tool

Mode = Literal["confirm_all", "confirm_tainted_writes", "confirm_none"]
EscalationMode = Literal["review", "model_first", "off"]
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
PROSE_MIN_MATCH = 16
"""min_match for only_prose_taints, as the launch form and the benchmark set it: the model's
own text is not asked about, so shorter copied runs of the prose are looked for."""
EXCERPT = 200
"""Characters of a copied run kept in a provenance record."""


class Policy(BaseModel):
    """What a run may do without a reviewer; the dashboard keeps one per run."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mode: Mode = "confirm_tainted_writes"
    """`confirm_all`: a reviewer confirms every call; `confirm_tainted_writes`: every write
    while the context is tainted; `confirm_none`: no call (patterns and escalations still
    apply)."""
    allow: list[str] = []
    """Calls that run without a reviewer: `write_file`, `write_file(path=*.md)`, ..."""
    ask: list[str] = []
    """Calls a reviewer confirms; ask wins over allow."""
    deny: list[str] = []
    """Calls that never run (`run_command(argv=*rm*)`); deny wins over ask."""
    escalation: EscalationMode = "review"
    """After a packet that recommends escalation: `review`: a reviewer looks before the next
    call; `model_first`: the model may read that artifact with artifact_read first, and any
    other next call pauses; `off`: nothing waits."""
    auto_allow_untainted: bool = False
    """confirm_tainted_writes: run a write in a tainted context without a reviewer when every
    argument comes from the goal or trusted output (a value the model wrote itself does not)."""
    min_match: int = Field(default=24, ge=8, le=200)
    """Characters of a value that, found in a source, count as copied from it."""
    only_prose_taints: bool = False
    """With auto_allow_untainted: a write needs a person only when an argument copies the
    prose of tainted output; whole short fields of its structured data (an id, an address,
    a name) and the model's own text do not taint an argument."""

    @field_validator("allow", "ask", "deny")
    @classmethod
    def _patterns(cls, patterns: list[str]) -> list[str]:
        for text in patterns:
            CallPattern.parse(text)
        return patterns


PATTERN = re.compile(r"\s*([^\s(),=]+)\s*(?:\((.*)\))?\s*", re.S)
ARGUMENT = re.compile(r"\s*([A-Za-z_][\w-]*)\s*=(.*)", re.S)
NEXT_ARGUMENT = re.compile(r",(?=\s*[A-Za-z_][\w-]*\s*=)")


@dataclass(frozen=True, slots=True)
class CallPattern:
    """`tool` or `tool(name=glob, ...)`: fnmatch globs on the tool's name and on the named
    arguments as text (a list joined by spaces, anything else as JSON)."""

    text: str
    tool: str
    arguments: tuple[tuple[str, str], ...] = ()

    @staticmethod
    @lru_cache(maxsize=256)
    def parse(text: str) -> CallPattern:
        whole = PATTERN.fullmatch(text)
        if whole is None:
            raise ValueError(f"call pattern {text!r}: write `tool` or `tool(name=glob, ...)`")
        tool, inner = whole.groups()
        arguments = []
        for part in NEXT_ARGUMENT.split(inner) if inner and inner.strip() else []:
            found = ARGUMENT.fullmatch(part)
            if found is None:
                raise ValueError(f"call pattern {text!r}: {part.strip()!r} is not `name=glob`")
            arguments.append((found[1], found[2].strip()))
        return CallPattern(text.strip(), tool, tuple(arguments))

    def matches(self, action: Action) -> bool:
        if not fnmatchcase(action.tool, self.tool):
            return False
        given = action.arguments
        return all(n in given and fnmatchcase(as_text(given[n]), g) for n, g in self.arguments)


def first_match(patterns: list[str], action: Action) -> str | None:
    return next((p for p in patterns if CallPattern.parse(p).matches(action)), None)


def no_rules() -> Sequence[Rule]:
    return ()


@dataclass(frozen=True, slots=True)
class Gate:
    """The standard pause hook: `Agent(pause_hook=Gate(policy))`."""

    policy: Policy = field(default_factory=Policy)
    rules: Callable[[], Sequence[Rule]] = no_rules
    """The review rules in force (rules.py), asked afresh at each call: a reviewer may save
    one while the run goes on."""

    def __call__(self, run: RunState, action: Action, tool: Tool | None) -> Verdict | None:
        if tool is None:  # the registry tells the model the tool does not exist
            return None
        return self.check(run, action, tool)

    def check(self, run: RunState, action: Action, tool: Tool) -> Verdict:
        policy = self.policy
        provenance = (
            trace(run, action, policy.min_match, prose_only=policy.only_prose_taints)
            if tool.effect == "write"
            else []
        )
        rules = self.rules()
        refused = _refused(policy, rules, action, provenance)
        if refused is not None:
            return refused
        waiting = self._escalation(run, action)
        if waiting is not None:
            return _pause("escalation", "escalation", waiting, run, provenance)
        asked = first_match(policy.ask, action)
        if asked is not None:
            reason = f"the run's policy asks a reviewer to confirm calls matching {asked}"
            return _pause("confirm", f"ask:{asked}", reason, run, provenance)
        return self._allowed_or_by_mode(run, action, tool, rules, provenance)

    def _allowed_or_by_mode(
        self,
        run: RunState,
        action: Action,
        tool: Tool,
        rules: Sequence[Rule],
        provenance: list[ArgumentProvenance],
    ) -> Verdict:
        """A reviewer's allow rule, else an `allow` pattern, else the mode decides."""
        policy = self.policy
        kept = rules_first(rules, "allow", action)
        overruled = None
        if kept is not None:
            overruled = self._overruled(kept, run, action, provenance)
            if overruled is None:
                reason = f"a reviewer's rule allows calls like this: {kept.describe()}"
                return _allow(f"rule:{kept.id}", reason, provenance)
        allowed = first_match(policy.allow, action)
        if allowed is not None:
            reason = f"the run's policy allows calls matching {allowed}"
            return _allow(f"allow:{allowed}", reason, provenance)
        verdict = self._by_mode(run, tool, provenance)
        if isinstance(verdict, PauseRequest) and overruled is not None:
            reason = f"{verdict.reason}; {overruled.rule} matched, but {overruled.why}"
            return verdict.model_copy(update={"reason": reason, "overruled": overruled})
        return verdict

    def _overruled(
        self, rule: Rule, run: RunState, action: Action, provenance: list[ArgumentProvenance]
    ) -> Overruled | None:
        """Why `rule` may not decide this call, or None. A rule decides only what it pins:
        the values a reviewer saw and approved. An argument it leaves free (any value, or a
        glob) is judged as the policy judges any argument: one that copies tainted text
        (with only_prose_taints: tainted prose) makes the call ask, whatever rule matches."""
        if not run.tainted:
            return None
        pinned = {m.name for m in rule.arguments if m.kind == "exact"}
        policy = self.policy
        traced = provenance or trace(
            run, action, policy.min_match, prose_only=policy.only_prose_taints
        )
        carried = [p for p in traced if p.argument not in pinned and p.origin == "tainted"]
        if not carried:
            return None
        copies = "; ".join(f"{p.argument} copies {', '.join(p.artifacts)}" for p in carried)
        why = f"it does not pin what tainted output wrote into the call ({copies})"
        return Overruled(id=rule.id, rule=rule.describe(), why=why)

    def _escalation(self, run: RunState, action: Action) -> str | None:
        """Why the call waits for an escalation to be looked at, or None."""
        waiting, mode = run.escalation, self.policy.escalation
        if waiting is None or mode == "off":
            return None
        asked = f"{waiting.tool} at step {waiting.step} recommends escalation ({waiting.reason})"
        if mode == "review":
            return f"{asked}; a reviewer looks at {waiting.artifact_id} before the run goes on"
        reads = action.arguments.get("artifact_id") == waiting.artifact_id
        if action.tool == ARTIFACT_READ and reads:
            return None
        return f"{asked}; the model called {action.tool} instead of reading {waiting.artifact_id}"

    def _by_mode(self, run: RunState, tool: Tool, provenance: list[ArgumentProvenance]) -> Verdict:
        mode = self.policy.mode
        if mode == "confirm_all":
            reason = "the run's policy has a reviewer confirm every call"
            return _pause("confirm", "confirm_all", reason, run, provenance)
        if mode == "confirm_none":
            return _allow("confirm_none", "the run's policy confirms no call", provenance)
        if tool.effect == "read":
            return _allow("read", f"{tool.name} only reads; reads are not gated", provenance)
        if not run.tainted:
            return _allow("untainted", "the context is not tainted", provenance)
        return self._auto_allowed(provenance) or self._tainted_write(run, tool, provenance)

    def _auto_allowed(self, provenance: list[ArgumentProvenance]) -> Allowance | None:
        """A write in a tainted context that the policy lets run by its arguments' origins."""
        if not self.policy.auto_allow_untainted:
            return None
        if self.policy.only_prose_taints:
            if all(p.origin != "tainted" for p in provenance):
                reason = "no argument copies the prose of tainted output"
                return _allow("only_prose_taints", reason, provenance)
        elif all(p.origin in ("goal", "trusted") for p in provenance):
            reason = "every argument comes from the goal or trusted output, none from the taint"
            return _allow("auto_allow_untainted", reason, provenance)
        return None

    def _tainted_write(
        self, run: RunState, tool: Tool, provenance: list[ArgumentProvenance]
    ) -> PauseRequest:
        sources = ", ".join(f"{s.artifact_id} ({s.tool}, step {s.step})" for s in run.taint)
        reason = f"{tool.name} writes while the context is tainted by {sources}"
        composed_counts = self.policy.auto_allow_untainted and not self.policy.only_prose_taints
        for item in provenance:
            if item.origin == "tainted":
                reason += f"; {item.argument} copies {', '.join(item.artifacts)}"
            elif item.origin == "model" and composed_counts:
                reason += f"; {item.argument} is the model's own text, not from the goal"
        return _pause("tainted_write", "confirm_tainted_writes", reason, run, provenance)


def _refused(
    policy: Policy, rules: Sequence[Rule], action: Action, provenance: list[ArgumentProvenance]
) -> Denial | None:
    """A `deny` pattern's refusal, else a reviewer's `deny` rule's, else None."""
    denied = first_match(policy.deny, action)
    if denied is not None:
        reason = f"calls matching {denied} are denied for this run"
        return Denial(reason=reason, rule=f"deny:{denied}", provenance=provenance)
    barred = rules_first(rules, "deny", action)
    if barred is not None:
        reason = f"a reviewer's rule denies calls like this: {barred.describe()}"
        return Denial(reason=reason, rule=f"rule:{barred.id}", provenance=provenance)
    return None


def _allow(rule: str, reason: str, provenance: list[ArgumentProvenance]) -> Allowance:
    return Allowance(reason=reason, rule=rule, provenance=provenance)


def _pause(
    kind: str, rule: str, reason: str, run: RunState, provenance: list[ArgumentProvenance]
) -> PauseRequest:
    return PauseRequest(
        kind=kind,
        reason=reason,
        rule=rule,
        sources=run.taint,
        provenance=provenance,
        escalation=run.escalation,
    )


# -- provenance ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Source:
    origin: Origin
    text: str
    """Normalised."""
    artifact_id: str = ""
    step: int = -1


def trace(
    run: RunState, action: Action, min_match: int = 24, *, prose_only: bool = False
) -> list[ArgumentProvenance]:
    """Where each argument of `action` came from: the goal, trusted output, taint, the model.
    With `prose_only`, a whole short field of tainted structured output is a `field`."""
    sources = _sources(run, prose_only)
    return [_trace(name, v, sources, min_match) for name, v in action.arguments.items()]


def normalise(text: str) -> str:
    return " ".join(text.casefold().split())


def _sources(run: RunState, prose_only: bool) -> list[_Source]:
    """Every text a value may come from, the most trusted first: goal, taint, trusted output
    (a value found in both the taint and trusted output counts as tainted); with
    `prose_only` the taint's prose comes before its fields."""
    tainted = {s.step for s in run.taint}
    goal = _Source("goal", normalise(f"{run.goal}\n{run.config.instructions}"))
    prose: list[_Source] = []
    fields: list[_Source] = []
    for source in run.taint:
        parts = split_fields(source.text) if prose_only else ((source.text,), ())
        kinds: tuple[tuple[Origin, tuple[str, ...], list[_Source]], ...] = (
            ("tainted", parts[0], prose),
            ("field", parts[1], fields),
        )
        for origin, texts, into in kinds:
            into += [_Source(origin, normalise(t), source.artifact_id, source.step) for t in texts]
    trusted = [
        _Source(
            "trusted",
            normalise(step.observation.output),
            str((step.packet or {}).get("artifact_id", "")),
            step.index,
        )
        for step in run.steps
        if step.observation is not None and step.index not in tainted
    ]
    return [goal, *prose, *fields, *trusted]


FIELD_WORDS = 8
FIELD_CHARS = 120
"""A scalar of structured output up to this many words and characters, on one line, is a
field (data the tool reports); anything longer is prose, where instructions hide."""


MAX_SCALARS = 20_000
"""Scalars read from one packet at most: YAML aliases can make a small text a huge tree
(a "billion laughs"), and a packet past this is all prose."""


@lru_cache(maxsize=256)
def split_fields(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The prose and the short fields of a packet's text: its JSON or YAML scalars (and
    keys) split by length; text that is not structured is all prose. Cached: every write
    in a tainted run reads the same packets again."""
    data = _structured(text)
    scalars = list(islice(_scalars(data), MAX_SCALARS + 1)) if data is not None else []
    if data is None or len(scalars) > MAX_SCALARS:
        return (text,), ()
    prose: list[str] = []
    fields: list[str] = []
    for scalar in scalars:
        short = len(scalar) <= FIELD_CHARS and len(scalar.split()) <= FIELD_WORDS
        (fields if short and "\n" not in scalar.strip() else prose).append(scalar)
    return tuple(prose), tuple(fields)


def _structured(packet: str) -> Any:
    """The JSON or YAML document a packet holds (a passthrough packet is the output itself,
    under a `[artifact reducer ...]` header line when tainted), or None when it holds no
    mapping or list."""
    first, _, rest = packet.partition("\n")
    text = rest if first.startswith("[") and first.endswith("]") else packet
    try:
        data = json.loads(text)
    except ValueError:
        try:
            data = yaml.load(text, Loader=_YAML_LOADER)  # noqa: S506 -- a safe loader
        except yaml.YAMLError:
            return None
    return data if isinstance(data, dict | list) else None


def _scalars(data: Any) -> Iterator[str]:
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            stack += item
        elif item is not None:
            yield str(item)


def _trace(name: str, value: Any, sources: list[_Source], n: int) -> ArgumentProvenance:
    text = normalise(as_text(value))
    if len(text) <= n:
        found = next((s for s in _short_value_order(sources, text) if _says(s.text, text)), None)
        return _record(name, text, [found] if found else [], text)
    owners = [_owner(text[i : i + n], sources, n) for i in range(len(text) - n + 1)]
    copied = [o for o in owners if o is not None and o.origin == "tainted"]
    if copied:
        return _record(name, text, copied, _longest(text, owners, n, "tainted"))
    missing = _uncovered(text, owners, n)
    if missing:
        return _record(name, text, [], missing)
    return _record(name, text, [o for o in owners if o is not None], "")


def _short_value_order(sources: list[_Source], value: str) -> list[_Source]:
    """Where to look for a short value first. The goal vouches for a name, an address or a
    word it says; a bare number or a token under 4 characters recurs by chance, so the taint
    is looked at first: "13" in "on June 13" does not vouch for "delete file 13"."""
    if len(value) >= 4 and any(c.isalpha() for c in value):
        return sources
    return sorted(sources, key=lambda s: s.origin != "tainted")


def _says(text: str, value: str) -> bool:
    """Whether `value` is in `text` as whole words: "3" is not in "2023"."""
    return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text) is not None


def _record(name: str, text: str, found: list[_Source], excerpt: str) -> ArgumentProvenance:
    origins: list[Origin] = [s.origin for s in found]
    order: tuple[Origin, ...] = ("tainted", "field", "trusted", "goal")
    origin: Origin = next((o for o in order if o in origins), "model")
    chosen = [s for s in found if s.origin == origin and s.artifact_id]
    return ArgumentProvenance(
        argument=name,
        origin=origin,
        artifacts=list(dict.fromkeys(s.artifact_id for s in chosen)),
        steps=list(dict.fromkeys(s.step for s in chosen)),
        excerpt=(excerpt or text).strip()[:EXCERPT],
    )


def _owner(window: str, sources: list[_Source], n: int) -> _Source | None:
    return next((s for s in sources if window in _grams(s.text, n)), None)


@lru_cache(maxsize=32)
def _grams(text: str, n: int) -> frozenset[str]:
    return frozenset(text[i : i + n] for i in range(len(text) - n + 1))


def _longest(text: str, owners: list[_Source | None], n: int, origin: Origin) -> str:
    """The longest run of `text` made of windows from sources of `origin`."""
    best, start = (0, 0), None
    for i, owner in enumerate([*owners, None]):
        hit = owner is not None and owner.origin == origin
        if hit and start is None:
            start = i
        elif not hit and start is not None:
            best, start = max(best, (i - start, start)), None
    length, first = best
    return text[first : first + length + n - 1]


def _uncovered(text: str, owners: list[_Source | None], n: int) -> str:
    """The first part of `text` that no window found in a source covers."""
    covered = [False] * len(text)
    for i, owner in enumerate(owners):
        if owner is not None:
            covered[i : i + n] = [True] * n
    start = next((j for j, c in enumerate(covered) if not c), None)
    if start is None:
        return ""
    end = next((j for j in range(start, len(text)) if covered[j]), len(text))
    return text[start:end]
