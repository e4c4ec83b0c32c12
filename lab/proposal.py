"""What the lab proposes for the runs chosen: each reducer family that reads those runs'
tool outputs, its newest version against the one before, at the default packet budget.

A reducer family is a reducer's name (`pytest`); it reads the tool families it names
(`pytest`, `unittest`, ...). A tool family no reducer names is read by the generic text
reducer, as the selector falls back to it. The newest version against the one before
shows what the family's latest change did to these outputs.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cache

from django.contrib.auth.models import AnonymousUser, User

from artifacts.models import Artifact
from harness.reducers.selector import FALLBACK, all_reducers
from web.params import whole_number

MAX_RUNS = 100
"""Runs a proposal looks at, at most: the query string is the user's to make long."""


@dataclass(frozen=True)
class Proposal:
    runs: list[int]
    tool_families: list[str]
    """The tool families of the runs' readable outputs the user may see."""
    versions: list[str]
    """The columns proposed: per reducer family, its newest version, then the one before."""

    @property
    def sentence(self) -> str:
        """What is proposed and why, in one sentence."""
        runs = ", ".join(map(str, self.runs))
        if not self.versions:
            return f"Runs {runs} have no readable tool output you can see: nothing to propose."
        pairs = "; ".join(_pairs(self.versions))
        seen = ", ".join(self.tool_families)
        return (
            f"Proposed for runs {runs}: {pairs}, at the default packet budget, because these"
            f" runs' outputs are {seen} output and each family's newest version against the"
            " one before shows what its latest change did to them."
        )

    @property
    def initial(self) -> dict[str, object]:
        """The lab form filled with it."""
        runs = " ".join(map(str, self.runs))
        return {"source": "runs", "runs": runs, "reducers": self.versions}


def parsed_ids(text: str) -> list[int] | None:
    """Run ids separated by spaces or commas; None when one is not a whole number an id
    column holds (web.params: `²`, twenty digits and the like read as not one)."""
    ids = [whole_number(part) for part in text.replace(",", " ").split()]
    return None if None in ids else [i for i in ids if i is not None]


def propose(user: User | AnonymousUser, runs: list[int]) -> Proposal:
    runs = list(dict.fromkeys(runs))[:MAX_RUNS]
    readable = Artifact.objects.visible_to(user).filter(run_id__in=runs, expired=False)
    found = readable.exclude(encoding="binary").values_list("family", flat=True).distinct()
    tool_families = sorted(set(found))
    return Proposal(runs, tool_families, proposed_versions(tool_families))


def proposed_versions(tool_families: list[str]) -> list[str]:
    """The newest two versions of each reducer family that reads these tool families."""
    readers = families_reading()
    names = sorted({name for f in tool_families for name in readers.get(f, [FALLBACK])})
    versions = versions_by_family()
    return [key for name in names for key in versions[name][:2]]


@cache
def families_reading() -> dict[str, list[str]]:
    """The reducer families made for each tool family (`unittest`: [`pytest`])."""
    readers: dict[str, set[str]] = defaultdict(set)
    for reducer in all_reducers():
        for tool_family in reducer.families:
            readers[tool_family].add(reducer.name)
    return {family: sorted(names) for family, names in readers.items()}


@cache
def versions_by_family() -> dict[str, list[str]]:
    """Each reducer family's version keys, newest first."""
    by_name: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for reducer in all_reducers():
        by_name[reducer.name].append((reducer.version, reducer.key))
    return {name: [key for _, key in sorted(keys, reverse=True)] for name, keys in by_name.items()}


def _pairs(versions: list[str]) -> list[str]:
    """`pytest@7 against pytest@6` per family, in the order proposed."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for key in versions:
        by_name[key.split("@")[0]].append(key)
    return [" against ".join(keys) for keys in by_name.values()]
