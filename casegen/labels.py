"""A case's labels (labels.toml): the root cause, the signals a diagnosis must find, and
the check that every label occurs in the log. Line numbers are never stored: they are
computed from raw.log when the case is written."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

ANSI_RE = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


@dataclass
class Sig:
    type: str
    """failed_test, assertion, error_message, stack_location, exit_code, ..."""
    importance: str
    """critical, important or optional."""
    value: str | None = None
    """An exact substring of raw.log (not for stack_location)."""
    file: str | None = None
    line: int | None = None
    """For stack_location: the file and the line it names."""
    aliases: tuple[str, ...] = ()
    why: str = ""
    """The reason given for the evidence span of a critical signal."""


@dataclass
class Case:
    case_id: str
    framework: str
    failure_category: str
    summary: str
    notes: str
    signals: list[Sig]
    relevant_files: list[str] = field(default_factory=list)
    relevant_tests: list[str] = field(default_factory=list)
    must_mention: list[str] = field(default_factory=list)
    must_not_claim: list[str] = field(default_factory=list)
    primary_language: str = "python"
    evidence_formats: list[str] = field(default_factory=list)
    noise_profile: list[str] = field(default_factory=list)
    multi_failure: bool = False
    flaky: bool = False
    difficulty: str = "easy"
    commands: list[str] = field(default_factory=list)
    """The job's commands; empty in labels.toml means "the commands the job ran"."""


def load_labels(path: Path, case_id: str) -> Case:
    data: dict[str, Any] = tomllib.loads(path.read_text())
    signals = [
        Sig(**{**s, "aliases": tuple(s.get("aliases", ()))}) for s in data.pop("signals", [])
    ]
    known = {f.name for f in fields(Case)}
    unknown = set(data) - known
    if unknown:
        raise ValueError(f"{path}: unknown fields {sorted(unknown)}")
    return Case(case_id=case_id, signals=signals, **data)


def check_labels(case: Case, raw: str) -> None:
    """Fail unless every label string occurs in raw.log, as written and with ANSI escapes
    removed (the scorer strips escapes before it looks for a value)."""
    plain = ANSI_RE.sub("", raw)
    wanted: list[tuple[str, str]] = []
    for sig in case.signals:
        if sig.value is not None:
            wanted.append((f"{sig.importance} {sig.type}", sig.value))
        wanted += [(f"alias of {sig.type}", a) for a in sig.aliases]
        if sig.file is not None:
            wanted.append((f"{sig.importance} stack_location file", sig.file))
    wanted += [("must_mention", m) for m in case.must_mention]
    wanted += [("relevant test", t) for t in case.relevant_tests]
    missing = [f"{kind}: {text!r}" for kind, text in wanted if text not in raw or text not in plain]
    if missing:
        raise LabelError(f"{case.case_id}: labels not found in raw.log:\n  " + "\n  ".join(missing))
    if not case.must_mention:
        raise LabelError(f"{case.case_id}: no must_mention terms")


class LabelError(Exception):
    """A label that raw.log does not carry."""
