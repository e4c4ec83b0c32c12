"""The selector: which reducer reads an output, by family, content type, size and lane.

Binary output gets the binary reducer. Output under the floor passes through
whole, since cutting it would lose evidence to save little (a file the model
asked to read passes through up to a larger size). Otherwise
the reducers made for the tool's family are asked first, then every reducer
is asked how well the text fits (`sniff`), and the generic text reducer
takes the rest.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import families
from harness.reducers.base import Reducer
from harness.reducers.packet import DEFAULT_BUDGET, Packet
from harness.reducers.passthrough import Binary, Passthrough
from harness.reducers.progress import Progress

PASSTHROUGH_BELOW = 1024
"""The floor: output under it goes whole, and no packet is given less."""
PASSTHROUGH_FAMILY = {"files": 32 * 1024, "artifact": 16 * 1024, "calculator": 1 << 30}
"""Families whose output the model asked for by name: passed through up to these sizes."""
BUDGET_SHARE = 0.035
"""A packet may take 3.5 % of its output, between the floor and the cap (DEFAULT_BUDGET).
Chosen on the dev sets with `bench/packet_budget.py` (docs/benchmarks.md): the largest
critical recall whose mean reduction stays at 0.96 or more."""
MIN_BUDGET = 256
"""The least budget even a run that lowers the floor gives a packet."""
FAMILY_BONUS = 0.5
SNIFF_HEAD = 256 * 1024
SNIFF_TAIL = 512 * 1024
FALLBACK = "text"


@cache
def all_reducers() -> tuple[Reducer, ...]:
    """Every reducer in harness.reducers.families, every released version."""
    found: list[Reducer] = []
    for module in pkgutil.iter_modules(families.__path__):
        loaded = importlib.import_module(f"{families.__name__}.{module.name}")
        found += getattr(loaded, "REDUCERS", [])
    return tuple(found)


def progress_of(packet: Mapping[str, Any], text: str) -> Progress | None:
    """What a packet (as JSON) says of the work, read from its fields by the reducer of its
    name (a family's versions name their fields alike); `text` is the output as the model
    read it."""
    reducer = _by_name().get(str(packet.get("reducer", "")).split("@")[0])
    return reducer.progress(packet.get("fields") or {}, text) if reducer else None


@cache
def _by_name() -> dict[str, Reducer]:
    newest = _newest(list(all_reducers()), [])
    return {**newest, "passthrough": Passthrough(), "binary": Binary()}


class ReducerSet:
    """The reducers a run uses: by default the newest version of each, or the ones pinned."""

    def __init__(
        self,
        reducers: Iterable[Reducer] | None = None,
        *,
        pinned: Iterable[str] = (),
        budget: int = DEFAULT_BUDGET,
        share: float = BUDGET_SHARE,
        passthrough_below: int = PASSTHROUGH_BELOW,
    ) -> None:
        available = list(reducers if reducers is not None else all_reducers())
        self.by_key = {r.key: r for r in available}
        unknown = sorted(set(pinned) - set(self.by_key))
        if unknown:
            raise KeyError(f"unknown reducers {unknown}; known: {sorted(self.by_key)}")
        self.active = _newest(available, list(pinned))
        if not 0 < share <= 1:
            raise ValueError(f"a packet's share of its output is between 0 and 1, not {share}")
        self.budget = budget
        self.share = share
        self.passthrough_below = passthrough_below
        self.passthrough, self.binary = Passthrough(), Binary()

    @property
    def name(self) -> str:
        return "+".join(sorted(r.key for r in self.active.values()))

    def select(self, doc: Document, info: ArtifactInfo) -> Reducer:
        if doc.is_binary or info.encoding == "binary":
            return self.binary
        if doc.size < max(self.passthrough_below, PASSTHROUGH_FAMILY.get(info.family, 0)):
            return self.passthrough
        sample = sniff_sample(doc)
        scored = [(self._score(r, sample, info), r.key, r) for r in self.active.values()]
        best = max(scored, default=(0.0, "", self.active.get(FALLBACK)))
        chosen = best[2] if best[0] > 0 else self.active.get(FALLBACK)
        return chosen or self.passthrough

    def reduce(self, doc: Document, info: ArtifactInfo, reducer: str | None = None) -> Packet:
        """The packet for this output, by the selected reducer or the one named."""
        chosen = self.by_key[reducer] if reducer else self.select(doc, info)
        budget = self.budget_for(doc.size)
        return settled(chosen.reduce(doc, info, budget), doc, info, budget)

    def budget_for(self, size: int) -> int:
        """Bytes a packet of a `size`-byte output may take: a share of it, within limits."""
        return min(self.budget, max(MIN_BUDGET, self.passthrough_below, int(size * self.share)))

    @staticmethod
    def _score(reducer: Reducer, doc: Document, info: ArtifactInfo) -> float:
        bonus = FAMILY_BONUS if info.family in reducer.families else 0.0
        return reducer.sniff(doc, info) + bonus


def sniff_sample(doc: Document) -> Document:
    """What the reducers sniff: the output, or of a big one its head and its tail, whole
    lines, so that choosing a reducer costs the same for 2 MB as for 1 GB (a failure and
    its verdict come last; the head names the tool)."""
    if doc.size <= SNIFF_HEAD + SNIFF_TAIL:
        return doc
    head = bytes(doc.data[:SNIFF_HEAD])
    tail = bytes(doc.data[doc.size - SNIFF_TAIL :])
    head = head[: head.rfind(b"\n") + 1]
    tail = tail[tail.find(b"\n") + 1 :]
    return Document(head + tail)


def settled(packet: Packet, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
    """The packet with what no reducer may get wrong set by the selector: the taint of its
    source (a summary never drops it), its sizes, and the budget it was made for."""
    fixed = packet.model_copy(
        update={
            "tainted": packet.tainted or info.trust_lane != "internal",
            "raw_bytes": doc.size,
            "budget": budget,
        }
    )
    return fixed.model_copy(update={"packet_bytes": len(fixed.render().encode())})


def _newest(reducers: list[Reducer], pinned: list[str]) -> dict[str, Reducer]:
    """One reducer per name: the pinned version, else the highest."""
    active: dict[str, Reducer] = {}
    for reducer in sorted(reducers, key=lambda r: r.version):
        active[reducer.name] = reducer
    for key in pinned:
        reducer = next(r for r in reducers if r.key == key)
        active[reducer.name] = reducer
    return active
