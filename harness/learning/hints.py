"""Hints: Thompson sampling over the beliefs, and a short block for a run's system prompt.

Thompson sampling draws one success rate from each tool's Beta and ranks
by the draws: a tool with a strong record usually comes first, an uncertain
one sometimes does, so the agent keeps learning about it. A run opts in by
putting the block into its instructions (`with_hint`).

The block is made only of tool names, task types and numbers, never of
anything a tool returned; names that do not look like tool names (a model
can call a "tool" by any text) are left out, so the block cannot carry an
injection from one run into the next.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from harness.config import AgentConfig
from harness.learning.beliefs import NEEDS_PRACTICE_BELOW, Preferences, explore
from harness.learning.tasks import SAFE_TASK_TYPE

SAFE_TOOL_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
HINT_CHARS = 600
"""The default budget of the block, in characters."""
HINT_START = "Tool preferences learned from "
"""How every hint begins: where `recorded_hint` finds it inside the instructions."""


class RankedTool(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tool: str
    sample: float
    """The success rate drawn from the tool's Beta this time."""
    competence: float
    calls: int


def thompson_ranking(
    preferences: Preferences,
    task_type: str,
    rng: np.random.Generator,
    tools: Iterable[str] | None = None,
) -> list[RankedTool]:
    """The tools ranked by one draw each from their Beta, best draw first.

    `tools` are the ones on offer (a tool never called draws from the prior);
    by default, every tool with a belief for the task type. Pass a seeded
    Generator (np.random.default_rng(seed)) for a ranking that repeats.
    """
    names = list(dict.fromkeys(tools)) if tools is not None else _known(preferences, task_type)
    beliefs = [preferences.belief(name, task_type) for name in names]
    if not beliefs:
        return []
    draws = rng.beta([b.alpha for b in beliefs], [b.beta for b in beliefs])
    ranked = [
        RankedTool(tool=b.tool, sample=float(d), competence=b.competence, calls=b.calls)
        for b, d in zip(beliefs, draws, strict=True)
    ]
    return sorted(ranked, key=lambda r: -r.sample)


def thompson_choice(
    preferences: Preferences,
    task_type: str,
    rng: np.random.Generator,
    tools: Iterable[str] | None = None,
) -> str | None:
    """The tool Thompson sampling picks this time; None when there is none to pick."""
    ranking = thompson_ranking(preferences, task_type, rng, tools)
    return ranking[0].tool if ranking else None


def hint_text(
    preferences: Preferences,
    task_type: str,
    rng: np.random.Generator,
    tools: Iterable[str] | None = None,
    max_chars: int = HINT_CHARS,
) -> str:
    """A few lines on which tools served this task type well, at most `max_chars` long.

    Empty when nothing was learned yet. Tools in the order of one Thompson
    draw; those below the needs-practice line are listed apart, to use with care.
    """
    runs = preferences.runs.get(task_type, 0)
    ranked = [
        r
        for r in thompson_ranking(preferences, task_type, rng, tools)
        if r.calls and SAFE_TOOL_NAME.fullmatch(r.tool)
    ]
    if not runs or not ranked:
        return ""
    kind = task_type if SAFE_TASK_TYPE.fullmatch(task_type) else "such"
    header = (
        f"{HINT_START}{runs} past {kind} run{'s' if runs != 1 else ''} "
        f"(C = the share of a tool's calls that succeeded):"
    )
    preferred = [r for r in ranked if r.competence >= NEEDS_PRACTICE_BELOW]
    careful = [r for r in ranked if r.competence < NEEDS_PRACTICE_BELOW]
    lines = [header, _listing("prefer", preferred), _listing("use with care", careful)]
    if explore(preferences, task_type):
        lines.append("Every tool here has worked well; trying another approach is fine.")
    return _bounded([line for line in lines if line], max_chars)


def _known(preferences: Preferences, task_type: str) -> list[str]:
    return [b.tool for b in preferences.for_task(task_type)]


def _listing(label: str, tools: list[RankedTool]) -> str:
    if not tools:
        return ""
    return f"{label}: " + ", ".join(f"{r.tool} (C={r.competence:.2f})" for r in tools) + "."


def _bounded(lines: list[str], max_chars: int) -> str:
    """The lines joined, cut at a whole item (", name (C=..)") so the text stays readable."""
    text = "\n".join(lines)
    while len(text) > max_chars and lines:
        last = lines[-1]
        head, sep, _ = last.rstrip(".").rpartition(", ")
        lines[-1] = head + "." if sep else ""
        lines = [line for line in lines if line]
        text = "\n".join(lines)
    return text


def recorded_hint(started: Mapping[str, Any] | None) -> str:
    """The hint in a RunStarted event's config (its data, as stored); empty without one."""
    config = (started or {}).get("config")
    instructions = config.get("instructions") if isinstance(config, dict) else None
    if not isinstance(instructions, str) or HINT_START not in instructions:
        return ""
    return instructions[instructions.index(HINT_START) :]


def with_hint(config: AgentConfig, hint: str) -> AgentConfig:
    """The config with the hint after its instructions: how a run opts in to hints."""
    if not hint:
        return config
    instructions = f"{config.instructions}\n\n{hint}" if config.instructions else hint
    return config.model_copy(update={"instructions": instructions})
