"""The escape corpus (data/sandbox_escapes.yaml), read with the values of one host."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Template

import yaml

CORPUS = Path(__file__).with_name("data") / "sandbox_escapes.yaml"


@dataclass(frozen=True)
class Escape:
    name: str
    argv: list[str]
    timeout: float = 10.0


def escapes(values: dict[str, str]) -> list[Escape]:
    """Every attempt, its $names replaced; a name without a value is an error."""
    entries = yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
    return [
        Escape(
            name=entry["name"],
            argv=[Template(str(part)).substitute(values) for part in entry["argv"]],
            timeout=float(entry.get("timeout", 10.0)),
        )
        for entry in entries
    ]


def names() -> list[str]:
    return [entry["name"] for entry in yaml.safe_load(CORPUS.read_text(encoding="utf-8"))]
