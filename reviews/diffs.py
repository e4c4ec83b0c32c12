"""The diff of an edited call against the call the model asked for: a unified diff
(difflib) over the arguments as pretty JSON, as lines the card and the history escape."""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from typing import Literal

from runs.models import Approval, ApprovalStatus

LineKind = Literal["file", "hunk", "added", "removed", "same"]
LIMIT = 200_000
"""Arguments longer than this (characters, both sides) are not compared: difflib's time grows
with the square of the lines in the worst case."""


@dataclass(frozen=True)
class DiffLine:
    kind: LineKind
    text: str
    """Untrusted (the model's and the reviewer's arguments): the template escapes it."""


@dataclass(frozen=True)
class ArgumentsDiff:
    lines: list[DiffLine]
    note: str = ""
    """Why there is no diff to show, or what it was made from (arguments that are not JSON)."""

    @property
    def changed(self) -> bool:
        return any(line.kind in ("added", "removed") for line in self.lines)


def pretty(arguments: object) -> str:
    """As the card's textarea shows them (runs_extras.pretty_json)."""
    return json.dumps(arguments, indent=2, ensure_ascii=False, sort_keys=True)


def diff_text(original: str, edited: str) -> list[DiffLine]:
    unified = difflib.unified_diff(
        original.splitlines(), edited.splitlines(), "asked", "edited", lineterm=""
    )
    return [_line(text) for text in unified]


def edit_diff(original: object, edited_text: str) -> ArgumentsDiff:
    """A reviewer's edit as typed so far against the original arguments. JSON is compared
    after normalisation (pretty, sorted keys), so layout alone is no change."""
    try:
        edited = pretty(json.loads(edited_text))
        note = ""
    except json.JSONDecodeError as exc:
        edited, note = edited_text, f"not JSON yet ({exc.msg}, line {exc.lineno}): compared as text"
    compared = _compare(pretty(original), edited, "no change from the call as asked")
    return ArgumentsDiff(compared.lines, note or compared.note)


def decided_diff(approval: Approval) -> ArgumentsDiff | None:
    """What ran against what the model asked for, for an edited decision; None otherwise."""
    if approval.status != ApprovalStatus.EDITED or approval.decided_arguments is None:
        return None
    original, edited = pretty(approval.arguments), pretty(approval.decided_arguments)
    return _compare(original, edited, "run as asked: the edit changed nothing")


def _compare(original: str, edited: str, unchanged: str) -> ArgumentsDiff:
    if len(original) + len(edited) > LIMIT:
        return ArgumentsDiff([], f"too long to compare here ({len(edited):,} characters)")
    lines = diff_text(original, edited)
    return ArgumentsDiff(lines, "" if lines else unchanged)


def _line(text: str) -> DiffLine:
    if text.startswith(("--- ", "+++ ")):
        return DiffLine("file", text)
    if text.startswith("@@"):
        return DiffLine("hunk", text)
    kinds: dict[str, LineKind] = {"+": "added", "-": "removed"}
    return DiffLine(kinds.get(text[:1], "same"), text)
