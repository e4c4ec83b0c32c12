"""Argument templates: what stays the same across a pattern's occurrences, and what varies.

For each step of a recurring sequence, an argument key that every
occurrence passed is kept; its value stays literal when it was the same
every time and becomes a `{{name}}` parameter when it varied. Two
arguments that varied in lockstep (read_file's path, then write_file's path,
equal in every occurrence) share one parameter: the same file read and then
written is one input of the skill, not two.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

PLACEHOLDER = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
EXAMPLES = 3


class SkillParameter(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    json_type: str | None
    """The JSON Schema type every observed value had; None when they were of mixed types."""
    examples: list[Any]
    """A few values it took, in the order they were seen."""

    def argument_schema(self) -> dict[str, Any]:
        return {"type": self.json_type} if self.json_type else {}


class SkillStep(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tool: str
    arguments: dict[str, Any]
    """Literal values, and "{{name}}" where a parameter goes."""


def placeholder(name: str) -> str:
    return "{{" + name + "}}"


def build_template(
    tools: Sequence[str], occurrences: Sequence[Sequence[dict[str, Any]]]
) -> tuple[list[SkillStep], list[SkillParameter]]:
    """The steps and parameters of a sequence, from each occurrence's arguments per step."""
    names: dict[str, str] = {}  # the values an argument took, as a key -> its parameter
    parameters: list[SkillParameter] = []
    steps: list[SkillStep] = []
    for index, tool in enumerate(tools):
        seen = [occurrence[index] for occurrence in occurrences]
        arguments: dict[str, Any] = {}
        for key in _common_keys(seen):
            values = [args[key] for args in seen]
            signature = json.dumps([_canonical(v) for v in values])
            if len({_canonical(v) for v in values}) == 1:
                arguments[key] = values[0]
                continue
            if signature not in names:
                names[signature] = _fresh_name(key, index, {p.name for p in parameters})
                parameters.append(_parameter(names[signature], values))
            arguments[key] = placeholder(names[signature])
        steps.append(SkillStep(tool=tool, arguments=arguments))
    return steps, parameters


def fill(template: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """A step's arguments with each "{{name}}" replaced by that parameter's value."""
    return {key: _filled(value, values) for key, value in template.items()}


def _filled(value: Any, values: dict[str, Any]) -> Any:
    if isinstance(value, str):
        match = PLACEHOLDER.fullmatch(value)
        if match is not None:
            return values[match.group(1)]
    return value


def _common_keys(seen: list[dict[str, Any]]) -> list[str]:
    """Keys every occurrence passed, in the first occurrence's order.

    A key only some occurrences passed is left out, so the tool's default
    applies: a value the skill would have to invent is not a template.
    """
    return [key for key in seen[0] if all(key in args for args in seen[1:])]


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _fresh_name(key: str, index: int, taken: set[str]) -> str:
    base = re.sub(r"\W", "_", key) or "value"
    base = base if base[0].isalpha() or base[0] == "_" else f"p_{base}"
    for candidate in (base, f"{base}_{index + 1}"):
        if candidate not in taken:
            return candidate
    number = 2
    while f"{base}_{index + 1}_{number}" in taken:
        number += 1
    return f"{base}_{index + 1}_{number}"


def _parameter(name: str, values: list[Any]) -> SkillParameter:
    distinct: list[Any] = []
    for value in values:
        if value not in distinct:
            distinct.append(value)
    return SkillParameter(name=name, json_type=_json_type(values), examples=distinct[:EXAMPLES])


def _json_type(values: list[Any]) -> str | None:
    kinds = {_kind(v) for v in values}
    if kinds == {"integer", "number"}:
        return "number"
    return kinds.pop() if len(kinds) == 1 else None


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    kinds = {float: "number", str: "string", list: "array", dict: "object"}
    return next((name for kind, name in kinds.items() if isinstance(value, kind)), "null")
