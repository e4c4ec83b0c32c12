"""Each column of the comparison's tables and the line that explains it: shown as the
heading's title and, visibly, in the legend under the tables."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Heading:
    name: str
    explanation: str


_EXPLAINED = {
    "version, budget": "the reducer version pinned, and its packet budget if not the default",
    "item": "the output reduced: a stored artifact (its id) or an uploaded case",
    "family": "the tool family the output came from (pytest, process, ...)",
    "items": "how many outputs the column reduced",
    "raw B": "the output's size in bytes, before reduction",
    "reducer": "the reducer that read it; passthrough: too small to reduce, shown whole",
    "budget B": "the bytes the packet was allowed: a share of the output, within floor and cap",
    "packet B": "the bytes of text the model reads: the rendered packet",
    "median packet B": "the middle packet size over the items",
    "reduction": "1 - packet bytes / raw bytes; “whole”: passed through, nothing cut",
    "mean reduction": "1 - packet bytes / raw bytes, averaged; an output passed whole counts 0",
    "confidence": "how sure the reducer is that the packet holds the output's evidence, 0 to 1",
    "mean confidence": "the reducer's confidence that the packet holds the evidence, averaged",
    "truncated": "the packet says it left some of the output out",
    "escalated": "the packet asks the model or a person to read the output itself",
    "critical recall": "share of the case's critical labelled signals the packet keeps; "
    "a dash without labels",
    "signal recall": "share of all the case's labelled signals the packet keeps; "
    "a dash without labels",
}

MACRO = [
    "version, budget",
    "items",
    "mean reduction",
    "median packet B",
    "mean confidence",
    "truncated",
    "escalated",
    "critical recall",
    "signal recall",
]
"""The per-column table's headings, in order."""
ITEMS = [
    "item",
    "family",
    "raw B",
    "version, budget",
    "reducer",
    "budget B",
    "packet B",
    "reduction",
    "confidence",
    "truncated",
    "escalated",
    "critical recall",
    "signal recall",
]
"""The per-item table's headings, in order."""


def headings(names: list[str]) -> list[Heading]:
    return [Heading(name, _EXPLAINED[name]) for name in names]


def legend() -> list[Heading]:
    """Every heading of both tables, once, in the order they first appear."""
    return headings(list(dict.fromkeys(MACRO + ITEMS)))
