"""Reinforcement: a short block of run state, recomputed from the live run.

The block says the goal, the status (steps used, calls that worked and
failed, the plan step, the progress the last test/lint/build/install packet
reports), then either what failed with a hint for its class of error, or
the next step. It is made from `RunState` alone, so a resumed run makes the
same bytes, and it never touches the packet: the loop keeps it apart
(`AgentStep.reinforcement`, `ObservationDelivered.reinforcement`). Steps are
counted from 1 in it, as the model counts them.

`AgentConfig.reinforcement` picks where the model reads it: `block` after
every tool return (kept in the transcript like the observation), `standing`
once per turn at the end of the request (never kept: each request shows
only the current one), or `off`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from harness.reducers.families.pytest import counts
from harness.shapes import AgentStep

if TYPE_CHECKING:
    from harness.config import AgentConfig
    from harness.state import RunState

HEADER = "[run state]"
DETAIL = 100
"""Bytes of the error shown on the `failed:` line; the whole error is just above."""
FLOOR = 24
"""A line cut shorter than this says nothing; it is dropped instead."""

ErrorClass = Literal[
    "rejected", "schema", "format", "timeout", "import", "permission", "not found", "error"
]
CLASSES: list[tuple[ErrorClass, re.Pattern[str]]] = [
    ("rejected", re.compile(r"reviewer rejected|rejected by (?:a|the) reviewer|policy denied")),
    ("schema", re.compile(r"^invalid arguments for ")),
    ("timeout", re.compile(r"timed out|TimeoutError|TimeoutExpired")),
    ("import", re.compile(r"ModuleNotFoundError|ImportError|No module named")),
    ("permission", re.compile(r"PermissionError|(?i:permission denied)|EACCES|outside the work")),
    ("not found", re.compile(r"FileNotFoundError|No such file|\b404\b|^unknown tool|not found")),
]
"""The first pattern found in the error names its class; the rest are `error`."""
HINTS: dict[ErrorClass, str] = {
    "rejected": "a reviewer or the policy refused this call: do not send it again as is.",
    "schema": "the arguments do not fit the tool's schema: use the names and types it gives.",
    "format": "the reply could not be used: follow the format the error describes.",
    "timeout": "the call ran out of time: make it smaller (fewer files, a narrower filter).",
    "import": "a module is missing or misnamed: check the import path and what is installed.",
    "permission": "access was refused: stay in the workspace, use paths and commands you may.",
    "not found": "that name or path does not exist: look up what exists, use its exact name.",
    "error": "read the error and the cited lines; change the approach before trying again.",
}
REPEAT = "this exact call failed before: change its arguments or use another tool."


class Reinforcer(Protocol):
    def block(self, run: RunState, step: AgentStep) -> str:
        """Text appended after `step`'s observation; it must not alter the observation."""
        ...


class NoReinforcement:
    def block(self, run: RunState, step: AgentStep) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class StateBlock:
    """The run-state block, at most `budget` UTF-8 bytes."""

    budget: int = 400

    def block(self, run: RunState, step: AgentStep) -> str:
        """After `step`'s observation (`step` is not in `run.steps` yet)."""
        return self._render(run, [*run.steps, step], step)

    def standing(self, run: RunState) -> str:
        """Before the next reply: the state after the last turn, its failure first."""
        steps = run.steps
        last = [s for s in steps if s.turn == steps[-1].turn] if steps else []
        current = next((s for s in reversed(last) if _failed(s)), last[-1] if last else None)
        return self._render(run, steps, current)

    def _render(self, run: RunState, steps: list[AgentStep], current: AgentStep | None) -> str:
        lines = [(HEADER, 6), ("goal: " + " ".join(run.goal.split()), 2), (_status(run, steps), 5)]
        if current is not None and _failed(current):
            lines += _failure(steps, current)
        else:
            lines.append((_next(run, steps, current), 3))
        return fit(lines, self.budget)


def reinforcer_for(config: AgentConfig) -> Reinforcer:
    """The reinforcer of the `block` mode; the other modes add nothing after a tool return."""
    if config.reinforcement == "block":
        return StateBlock(config.reinforcement_chars)
    return NoReinforcement()


def standing_for(config: AgentConfig, run: RunState) -> str:
    """The block shown at the end of the next request in `standing` mode, else ''."""
    if config.reinforcement != "standing":
        return ""
    return StateBlock(config.reinforcement_chars).standing(run)


# -- the lines --------------------------------------------------------------


def _failed(step: AgentStep) -> bool:
    return step.observation is not None and step.observation.is_error


def _worked(step: AgentStep) -> bool:
    return step.action is not None and step.observation is not None and not _failed(step)


def _status(run: RunState, steps: list[AgentStep]) -> str:
    parts = [f"steps used: {len(steps)} of {run.config.max_steps}"]
    worked, failed = sum(map(_worked, steps)), sum(map(_failed, steps))
    parts.append(f"calls: {worked} ok, {failed} failed" if worked + failed else "no calls yet")
    if run.plan is not None and run.plan.steps:
        total = len(run.plan.steps)
        done = min(worked, total)
        now = done if steps and _worked(steps[-1]) else min(done + 1, total)
        parts.append(f"plan step {max(now, 1)} of {total}")
    parts.append(_latest_progress(steps)[0])
    return "status: " + " · ".join(p for p in parts if p)


def _failure(steps: list[AgentStep], current: AgentStep) -> list[tuple[str, int]]:
    error = (current.observation.output if current.observation else "") or ""
    kind: ErrorClass = "format" if current.parse_error is not None else classify(error)
    what = current.action.tool if current.action else "reply"
    earlier = [
        s.index
        for s in steps
        if s.index < current.index and _failed(s) and s.action == current.action
    ]
    repeat = f", a repeat of step {earlier[-1] + 1}" if earlier and current.action else ""
    detail = clip(_first_line(error, current.packet), DETAIL)
    hint = f"{REPEAT} {HINTS[kind]}" if repeat else HINTS[kind]
    return [(f"failed: {what} ({kind}{repeat}): {detail}", 4), (f"hint: {hint}", 3)]


def classify(error: str) -> ErrorClass:
    """The class of an error, from the text the model read."""
    for kind, pattern in CLASSES:
        if pattern.search(error):
            return kind
    return "error"


def _first_line(error: str, packet: dict[str, Any] | None) -> str:
    summary = (packet or {}).get("summary") or []
    if summary:
        return str(summary[0])
    lines = [line for line in error.splitlines() if line.strip()]
    body = [line for line in lines if not line.startswith("[art_")]
    return (body or lines or [""])[0].strip()


def _next(run: RunState, steps: list[AgentStep], current: AgentStep | None) -> str:
    if run.plan is not None and run.plan.steps:
        done, total = sum(map(_worked, steps)), len(run.plan.steps)
        if done < total:
            return f"next: plan step {done + 1} of {total}: {run.plan.steps[done]}"
        return "next: every plan step is done; check the goal is met, then give the final answer."
    if current is None:
        return "next: start with the tool call that brings the goal closest."
    if current.observation is None:
        return "next: call a tool toward the goal, or give the final answer if it is met."
    if _progress(current)[1]:
        return "next: fix what the result above reports as failing, then check it again."
    return "next: use this result for the next step; give the final answer once the goal is met."


# -- progress read from the packet's fields ---------------------------------

RESULT_LINE = re.compile(r"\b\d+ (?:passed|failed)\b.* in [\d.]+m?s\b")
"""pytest's last line, in a small output that was passed through whole."""
TEST_WORDS = {"passed": "passed", "passing": "passed", "pass": "passed", "failed": "failed",
              "failing": "failed", "fail": "failed", "errors": "errors"}  # fmt: skip
"""Count fields of the test reducers (pytest and jest, mocha, nodetest) and what they count."""
BUILD_LABELS = {"diagnostics": "diagnostics", "cargo": "cargo", "gcc": "build"}


def _latest_progress(steps: list[AgentStep]) -> tuple[str, bool]:
    """The progress of the newest step that reports some, marked with its step if older."""
    for step in reversed(steps):
        text, failing = _progress(step)
        if text:
            return (text if step is steps[-1] else f"{text} (step {step.index + 1})"), failing
    return "", False


def _progress(step: AgentStep) -> tuple[str, bool]:
    """What a test, lint, build or install packet says of the work, and whether it fails."""
    packet = step.packet or {}
    fields: dict[str, Any] = packet.get("fields") or {}
    family = str(packet.get("reducer", "")).split("@")[0]
    if family == "passthrough" and step.observation is not None:
        lines = step.observation.output.strip().splitlines()
        last = lines[-1].strip("= ") if lines else ""
        fields = dict(counts(last)) if RESULT_LINE.search(last) else {}
        family = "pytest"
    if family in ("pytest", "jest", "mocha", "nodetest"):
        return _tests(fields)
    if family in BUILD_LABELS:
        return _build(BUILD_LABELS[family], fields)
    if family == "install":
        return _install(fields)
    if family in ("maven", "junit"):  # a JUnit report counts as Surefire does
        return _maven(fields)
    if family == "ctest":
        return _ctest(fields)
    return "", False


def _tests(fields: dict[str, Any]) -> tuple[str, bool]:
    found = {w: fields[k] for k, w in TEST_WORDS.items() if isinstance(fields.get(k), int)}
    parts = [f"{count} {word}" for word, count in found.items()]
    failing = bool(found.get("failed") or found.get("errors"))
    return ("tests: " + ", ".join(parts) if parts else ""), failing


BUILD_LISTS = (
    ("failed_tests", "failed tests"), ("undefined_references", "undefined"),
    ("cmake_errors", "CMake errors"), ("missing_packages", "missing packages"),
    ("missing_compilers", "missing compilers"),
)  # fmt: skip
"""List fields of a build packet that say it failed (gcc@2 reads CMake's too)."""


def _build(label: str, fields: dict[str, Any]) -> tuple[str, bool]:
    errors, parts = fields.get("errors"), []
    if isinstance(errors, list):
        parts.append("errors " + ", ".join(map(str, errors[:3])))
    elif errors:
        parts.append(f"{errors} errors")
    for key, noun in BUILD_LISTS:
        if fields.get(key):
            parts.append(f"{len(fields[key])} {noun}")
    if fields.get("warnings"):
        parts.append(f"{fields['warnings']} warnings")
    failing = bool(errors) or any(fields.get(key) for key, _ in BUILD_LISTS)
    return (f"{label}: " + ", ".join(parts) if parts else ""), failing


def _maven(fields: dict[str, Any]) -> tuple[str, bool]:
    """Compile errors, else Surefire's or a JUnit report's totals (tests run, not passed)."""
    errors = fields.get("compile_errors")
    if isinstance(errors, list) and errors:
        return f"maven: {len(errors)} compile errors", True
    counts = [fields.get(k) for k in ("tests", "failures", "errors", "skipped")]
    numbers = [count for count in counts if isinstance(count, int)]
    if len(numbers) < len(counts):
        return "", False
    run, failed, errored, skipped = numbers
    parts = [f"{run - failed - errored - skipped} passed"]
    parts += [f"{n} {word}" for n, word in ((failed, "failed"), (errored, "errors")) if n]
    return "tests: " + ", ".join(parts), bool(failed or errored)


def _ctest(fields: dict[str, Any]) -> tuple[str, bool]:
    """CTest counts tests run and tests failed."""
    run, failed = fields.get("tests"), fields.get("failed")
    if not isinstance(run, int) or not isinstance(failed, int):
        return "", False
    parts = [f"{run - failed} passed"] + ([f"{failed} failed"] if failed else [])
    return "tests: " + ", ".join(parts), bool(failed)


def _install(fields: dict[str, Any]) -> tuple[str, bool]:
    package = " ".join(str(fields[k]) for k in ("package", "constraint") if fields.get(k))
    conflicts = fields.get("conflicts")
    what = package or (str(conflicts[0]) if isinstance(conflicts, list) and conflicts else "")
    what = what or str(fields.get("error") or "")
    return (f"install failed: {what}" if what else ""), bool(what)


# -- the budget ---------------------------------------------------------------


def fit(lines: list[tuple[str, int]], budget: int) -> str:
    """The lines joined, within `budget` UTF-8 bytes.

    While they are too long, the line of lowest priority (the last of equals)
    is cut at its end, or dropped when what would be left is under FLOOR.
    Nothing is ever cut inside a character.
    """
    kept: list[str | None] = [text for text, _ in lines]
    for at in sorted(range(len(lines)), key=lambda i: (lines[i][1], -i)):
        over = size(kept) - budget
        if over <= 0:
            break
        text = kept[at] or ""
        room = len(text.encode()) - over
        kept[at] = clip(text, room) if room >= FLOOR else None
    return clip("\n".join(t for t in kept if t is not None), budget)


def size(lines: list[str | None]) -> int:
    return len("\n".join(t for t in lines if t is not None).encode())


def clip(text: str, limit: int) -> str:
    """`text` in at most `limit` UTF-8 bytes, ending in '…' when it was cut."""
    data = text.encode()
    if len(data) <= limit:
        return text
    if limit < 3:
        return data[:limit].decode("utf-8", "ignore")
    return data[: limit - 3].decode("utf-8", "ignore") + "…"
