"""The SKILL.md text of a proposed skill: what it does, its inputs, its steps, its evidence.

Made only from tool names, argument templates and counts: a proposal never
quotes what a tool returned. Long literal arguments (a whole file's
content) are shortened, so the text stays a page a reviewer can read.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from harness.learning.templating import SkillParameter, SkillStep

SHOWN_CHARS = 80


def skill_markdown(
    *,
    name: str,
    description: str,
    steps: Sequence[SkillStep],
    parameters: Sequence[SkillParameter],
    support: Sequence[str],
    task_types: Sequence[str],
    novelty: float,
) -> str:
    lines = [
        "---",
        f"name: {name}",
        f"description: {json.dumps(description)}",
        "---",
        "",
        f"# {name}",
        "",
        description,
        "",
        "## Parameters",
        "",
        *(_parameter_line(p) for p in parameters),
        *(["(none: every argument was the same each time)"] if not parameters else []),
        "",
        "## Steps",
        "",
        *(f"{i}. `{s.tool}` with {_shown(s.arguments)}" for i, s in enumerate(steps, start=1)),
        "",
        "The steps run in order through the tool registry; the first step that fails",
        "stops the skill, and what each step returned comes back in order.",
        "",
        "## Evidence",
        "",
        f"- seen in {len(support)} runs: {', '.join(support)}",
        f"- task types: {', '.join(task_types) or 'unknown'}",
        f"- novelty: {novelty:.2f} (1 = shares no tool pair with an accepted skill)",
    ]
    return "\n".join(lines) + "\n"


def _parameter_line(parameter: SkillParameter) -> str:
    kind = parameter.json_type or "any"
    examples = ", ".join(_shown(value) for value in parameter.examples)
    return f"- `{parameter.name}` ({kind}), e.g. {examples}"


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"
