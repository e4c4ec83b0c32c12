"""Crystallize: tool-call sequences that recur across runs, proposed as skills.

A pattern is a run of at least `min_length` consecutive tool calls whose
tools, in order, occur in at least `min_runs` distinct runs (a run that
repeats it counts once). Only maximal patterns are proposed: a pattern is
dropped when a longer frequent pattern contains it and occurs in as many
runs, since the longer one says everything the shorter does.

A call the harness refused (unknown tool, invalid arguments) or abandoned
(a timeout) never ran, so it cannot be a step; it breaks the sequence there.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from itertools import pairwise

from pydantic import BaseModel, ConfigDict

from harness.learning.observe import ToolCallRecord
from harness.learning.skill_doc import skill_markdown
from harness.learning.templating import SkillParameter, SkillStep, build_template

MIN_LENGTH = 3
MIN_RUNS = 3
MAX_LENGTH = 8
"""Longer windows are not looked at: it bounds the work, and longer skills are rarely reused."""
NAME_CHARS = 64

Pattern = tuple[str, ...]
Occurrence = tuple[str, Sequence[ToolCallRecord]]
"""The run it was seen in, and its calls there."""


class SkillProposal(BaseModel):
    """A recurring sequence, as a skill a reviewer can accept or reject."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    description: str
    steps: list[SkillStep]
    parameters: list[SkillParameter]
    support: list[str]
    """The runs it occurred in, each once."""
    occurrences: int
    """How many times it occurred in all (a run may hold it more than once)."""
    task_types: list[str]
    novelty: float
    """In [0, 1]: 1 - the largest Jaccard overlap of its tool bigrams with an accepted skill's."""
    skill_md: str
    """The SKILL.md text a reviewer reads and an accepted skill is documented by."""

    @property
    def tools(self) -> list[str]:
        return [step.tool for step in self.steps]


def mine_skills(
    records: Iterable[ToolCallRecord],
    *,
    existing: Iterable[Sequence[str]] = (),
    min_length: int = MIN_LENGTH,
    min_runs: int = MIN_RUNS,
    max_length: int = MAX_LENGTH,
) -> list[SkillProposal]:
    """Skill proposals from the tool calls of many runs, most supported first.

    `existing` are the tool sequences of skills already accepted (see
    `skill_sequences`): the novelty of each proposal is measured against them.
    """
    if min_length < 2 or max_length < min_length:
        raise ValueError("need 2 <= min_length <= max_length")
    found = _windows(_segments(records), min_length, max_length)
    frequent = {p: occ for p, occ in found.items() if len(_runs(occ)) >= min_runs}
    known = [list(sequence) for sequence in existing]
    proposals = [_proposal(p, frequent[p], known) for p in _maximal(frequent)]
    return sorted(proposals, key=lambda p: (-len(p.support), -len(p.steps), p.name))


def novelty(tools: Sequence[str], existing: Iterable[Sequence[str]]) -> float:
    """1 - max Jaccard(bigrams(tools), bigrams(e)) over the existing skills e; 1.0 when none.

    Bigrams (consecutive tool pairs) capture the order a skill works in, not
    just which tools it touches. A plain registry tool has no bigrams and
    overlaps nothing, so only composite tools (accepted skills) lower it.
    """
    mine = _bigrams(tools)
    overlaps = [_jaccard(mine, _bigrams(other)) for other in existing]
    return 1.0 - max(overlaps, default=0.0)


def _bigrams(tools: Sequence[str]) -> set[tuple[str, str]]:
    return set(pairwise(tools))


def _jaccard(first: set[tuple[str, str]], second: set[tuple[str, str]]) -> float:
    union = first | second
    return len(first & second) / len(union) if union else 0.0


def _segments(records: Iterable[ToolCallRecord]) -> dict[str, list[list[ToolCallRecord]]]:
    """Each run's calls in order, cut where the harness refused a call."""
    by_run: dict[str, list[ToolCallRecord]] = defaultdict(list)
    for record in records:
        by_run[record.run_id].append(record)
    segments: dict[str, list[list[ToolCallRecord]]] = {}
    for run_id, calls in by_run.items():
        current: list[ToolCallRecord] = []
        segments[run_id] = [current]
        for call in sorted(calls, key=lambda r: r.position):
            if call.harness_error:
                current = []
                segments[run_id].append(current)
            else:
                current.append(call)
    return segments


def _windows(
    segments: dict[str, list[list[ToolCallRecord]]], min_length: int, max_length: int
) -> dict[Pattern, list[Occurrence]]:
    """Every contiguous window of min..max length, by its tools, with where it occurred."""
    found: dict[Pattern, list[Occurrence]] = defaultdict(list)
    for run_id, parts in segments.items():
        for calls in parts:
            for start in range(len(calls)):
                for end in range(start + min_length, min(start + max_length, len(calls)) + 1):
                    window = calls[start:end]
                    found[tuple(r.tool for r in window)].append((run_id, window))
    return found


def _runs(occurrences: list[Occurrence]) -> set[str]:
    return {run_id for run_id, _ in occurrences}


def _maximal(frequent: dict[Pattern, list[Occurrence]]) -> list[Pattern]:
    """Patterns that no longer frequent pattern contains with the same support."""
    support = {p: len(_runs(occ)) for p, occ in frequent.items()}
    return [
        p
        for p in frequent
        if not any(
            len(q) > len(p) and support[q] >= support[p] and _contains(q, p) for q in frequent
        )
    ]


def _contains(longer: Pattern, shorter: Pattern) -> bool:
    size = len(shorter)
    return any(longer[i : i + size] == shorter for i in range(len(longer) - size + 1))


def _proposal(
    pattern: Pattern, occurrences: list[Occurrence], existing: list[list[str]]
) -> SkillProposal:
    steps, parameters = build_template(
        pattern, [[call.arguments for call in calls] for _, calls in occurrences]
    )
    support = sorted(_runs(occurrences))
    task_types = sorted({call.task_type for _, calls in occurrences for call in calls})
    name = skill_name(pattern)
    description = f"Runs {', '.join(pattern)} in order, as seen in {len(support)} runs."
    score = novelty(pattern, existing)
    return SkillProposal(
        name=name,
        description=description,
        steps=steps,
        parameters=parameters,
        support=support,
        occurrences=len(occurrences),
        task_types=task_types,
        novelty=score,
        skill_md=skill_markdown(
            name=name,
            description=description,
            steps=steps,
            parameters=parameters,
            support=support,
            task_types=task_types,
            novelty=score,
        ),
    )


def skill_name(tools: Sequence[str]) -> str:
    """`skill_` and the tools joined, a valid tool name of at most 64 characters.

    A name that would be longer is cut and ends in a short hash of the whole
    sequence, so two long skills that share a prefix still differ.
    """
    name = re.sub(r"[^A-Za-z0-9_-]", "_", "skill_" + "_".join(tools))
    if len(name) <= NAME_CHARS:
        return name
    digest = hashlib.sha256("\x00".join(tools).encode()).hexdigest()[:8]
    return f"{name[: NAME_CHARS - 9]}_{digest}"
