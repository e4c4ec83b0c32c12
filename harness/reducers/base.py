"""What a reducer is: a versioned function from a tool's output to a packet.

A reducer is released as `name@N` and frozen from then on: a change in what
it does is `name@N+1`, so every packet names the exact code that made it,
and the lab can put two versions side by side.

Each family declares what its versions added in one table, `features`: each feature by the
first version that has it, so the family's history reads in one place, and its code asks
`self.has("feature")` instead of comparing version numbers. Besides its own, a family may
have the features every family may have (COMMON): from `dense` on, it packs its packet
densely (see dense.py), which matters most at small budgets; from `fallback` on, its
generic evidence includes the generic fallback (fallback.py), for output in shapes its own
parser does not read; from `lean` on, it cites the verdict line of each failure its fields
name and shows cited lines compact (lean.py); from `clipped` on, it reads each line's clean
text cut to 16 KB (`Document.clipped`): its patterns no longer run over all of a line of
megabytes; from `honest` on, a packet that leaves any of its output out says so
(`truncated`) and names lines to read (honest.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Protocol, TypedDict

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress

SNIFF_BYTES = 64 * 1024
"""Bytes of an output's head, and of its tail, that a reducer's `sniff` reads."""
COMMON = ("dense", "fallback", "lean", "clipped", "honest")
"""Features any family may have (see above); the others are a family's own."""


class Packing(TypedDict):
    """How a reducer version's PacketBuilder packs (builder.py's flags of the same names)."""

    dense: bool
    fallback: bool
    lean: bool
    honest: bool


class Reducer(Protocol):
    name: str
    version: int
    families: tuple[str, ...]
    """Tool families it is made for (`pytest`, `mypy`, ...); the selector prefers them."""

    @property
    def key(self) -> str:
        """name@version"""
        ...

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        """How well this output fits the reducer, 0 to 1, from a look at its text."""
        ...

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet: ...

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """What a packet of this reducer says of the work, from its `fields` (and `text`, the
        output as the model read it); None when it says nothing of it."""
        ...


class BaseReducer:
    """Common parts: the key, and no claim on outputs of other families."""

    name = "base"
    version = 1
    families: tuple[str, ...] = ()
    features: ClassVar[Mapping[str, int]] = {}
    """What the family's versions added, each by the first version that has it."""

    def __init__(self, version: int | None = None) -> None:
        if version is not None:
            self.version = version

    def has(self, feature: str) -> bool:
        """Whether this version has `feature`: one of the family's `features`, or of COMMON."""
        if feature not in self.features and feature not in COMMON:
            raise KeyError(f"{self.name} has no feature {feature!r}; its features: {self.features}")
        first = self.features.get(feature)
        return first is not None and first <= self.version

    @property
    def dense(self) -> bool:
        return self.has("dense")

    @property
    def fallback(self) -> bool:
        return self.has("fallback")

    @property
    def lean(self) -> bool:
        return self.has("lean")

    @property
    def clips(self) -> bool:
        return self.has("clipped")

    def read(self, doc: Document) -> Document:
        """The output as this version reads it: from `clipped` on, each line's clean text cut
        to 16 KB; cited text stays exact either way."""
        return doc.clipped() if self.clips else doc

    def packing(self) -> Packing:
        return Packing(
            dense=self.dense, fallback=self.fallback, lean=self.lean, honest=self.has("honest")
        )

    @property
    def key(self) -> str:
        return f"{self.name}@{self.version}"

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        return 0.0

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return None


def head_and_tail(doc: Document) -> str:
    """The first and last SNIFF_BYTES as text: enough for a reducer to recognise its tool."""
    return doc.derived("head_and_tail", _head_and_tail)


def clean_head_and_tail(doc: Document) -> str:
    """`head_and_tail`, each line clean (no escapes, progress rewrites or CI timestamps)."""
    return doc.derived("clean_head_and_tail", _clean_head_and_tail)


def _head_and_tail(doc: Document) -> str:
    data = doc.data
    if len(data) <= 2 * SNIFF_BYTES:
        return bytes(data).decode("utf-8", "replace")
    head, tail = bytes(data[:SNIFF_BYTES]), bytes(data[-SNIFF_BYTES:])
    return (head + b"\n" + tail).decode("utf-8", "replace")


def _clean_head_and_tail(doc: Document) -> str:
    return "\n".join(clean(line) for line in head_and_tail(doc).split("\n"))
