"""A comparison's column: a reducer version, or a version at a packet budget of its own.

A column is stored as a short string, parsed here and nowhere else: `pytest@5` (the
selector's default budget, as in a run), or `pytest@5:share=0.1,cap=16384` (a packet may
take 10 % of its output, at most 16,384 bytes). A comparison of versions only is a list
of the versions' keys, as comparisons were before budgets, so old ones read the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.reducers.selector import ReducerSet
from runs.config import budgeted_reducers, checked_cap, checked_share

BUDGET_PARTS = ("share", "cap")


@dataclass(frozen=True)
class ColumnSpec:
    version: str
    """The reducer version pinned (`pytest@5`)."""
    share: float | None = None
    """A packet's share of its output; None: the selector's default."""
    cap: int | None = None
    """The bytes a packet may take at most; None: the default."""

    @property
    def key(self) -> str:
        """The column as stored, and as its results are keyed."""
        parts = [f"share={self.share!r}"] if self.share is not None else []
        parts += [f"cap={self.cap}"] if self.cap is not None else []
        return f"{self.version}:{','.join(parts)}" if parts else self.version

    @property
    def title(self) -> str:
        """The column as the page and the charts name it: `pytest@5 at 10 %, cap 16 KB`."""
        title = self.version
        if self.share is not None:
            title += f" at {self.share * 100:g} %"
        if self.cap is not None:
            title += f", cap {_bytes(self.cap)}"
        return title

    def reducer_set(self) -> ReducerSet:
        """The version pinned, at the column's budget, as a run with them would have it."""
        return budgeted_reducers([self.version], self.share, self.cap)


def parse_column(text: str) -> ColumnSpec:
    """The column `text` names, or ValueError saying what is wrong with it."""
    version, _, budget = text.strip().partition(":")
    if not version:
        raise ValueError(f"{text!r} names no reducer version")
    parts: dict[str, str] = {}
    for part in filter(None, budget.split(",")):
        name, equals, value = part.strip().partition("=")
        if name not in BUDGET_PARTS or not equals or name in parts:
            raise ValueError(f"{text!r}: a budget is share=X and cap=BYTES, each at most once")
        parts[name] = value
    try:
        share = checked_share(float(parts["share"])) if "share" in parts else None
        cap = checked_cap(int(parts["cap"])) if "cap" in parts else None
    except ValueError as error:
        raise ValueError(f"{text!r}: {error}") from None
    return ColumnSpec(version, share, cap)


def _bytes(size: int) -> str:
    return f"{size >> 10} KB" if size % 1024 == 0 else f"{size} B"
