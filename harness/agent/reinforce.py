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

from harness.agent.shapes import AgentStep
from harness.reducers.progress import BuildProgress, InstallProgress, Progress, SuiteProgress
from harness.reducers.selector import progress_of

if TYPE_CHECKING:
    from harness.agent.state import RunState
    from harness.config import AgentConfig

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
    parts.append(_latest_progress(steps))
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
    progress = _progress(current)
    if progress is not None and progress.failing:
        return "next: fix what the result above reports as failing, then check it again."
    return "next: use this result for the next step; give the final answer once the goal is met."


# -- progress, as the packet's reducer reads it -----------------------------


def _latest_progress(steps: list[AgentStep]) -> str:
    """The progress of the newest step that reports some, marked with its step if older."""
    for step in reversed(steps):
        progress = _progress(step)
        text = _said(progress) if progress is not None else ""
        if text:
            return text if step is steps[-1] else f"{text} (step {step.index + 1})"
    return ""


def _progress(step: AgentStep) -> Progress | None:
    """What a test, lint, build or install packet says of the work."""
    if step.packet is None:
        return None
    return progress_of(step.packet, step.observation.output if step.observation else "")


def _said(progress: Progress) -> str:
    """The status line's words for the progress of a test run, a build or an install."""
    match progress:
        case SuiteProgress(passed=passed, failed=failed, errors=errors):
            counts = {"passed": passed, "failed": failed, "errors": errors}
            parts = [f"{count} {word}" for word, count in counts.items() if count is not None]
            return "tests: " + ", ".join(parts) if parts else ""
        case BuildProgress():
            return _build(progress)
        case InstallProgress(what=what):
            return f"install failed: {what}"


def _build(progress: BuildProgress) -> str:
    errors, parts = progress.errors, []
    if isinstance(errors, tuple):
        parts.append("errors " + ", ".join(errors[:3]))
    elif errors:
        parts.append(f"{errors} errors")
    parts += [f"{count} {noun}" for count, noun in progress.failures if count]
    if progress.warnings:
        parts.append(f"{progress.warnings} warnings")
    return f"{progress.label}: " + ", ".join(parts) if parts else ""


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
