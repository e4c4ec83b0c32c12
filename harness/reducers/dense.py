"""Dense packing: how newer reducer versions fill a small packet (`dense`, base.py).

A plain `PacketBuilder` takes whole candidates by priority, so the window around a first
failure can take the bytes that the next failure's one key line needed. A dense builder
spends its bytes in three ways that each say more per byte:

- Line by line. Past its first WHOLE_LINES lines (from its `keep` end), each further line
  of a candidate is worth LINE_DECAY of the one before, so the first lines of every
  failure come before the tail of any window (`lines_of`, `choose`).
- No bytes on what says nothing. Lines without a letter or digit (blank lines, gutters,
  rules) are never chosen for themselves; labels are left off (the cited lines say what
  they are); a short gap between two chosen blocks is cited through when its lines cost
  less than the second block's title (`blocks`); the escalation names one range, around
  the weightiest line left out (`read_hint`).
- No value twice. A text field whose value the cited lines already show is not rendered
  (the packet lists it in `unshown`; programs still read it in `fields`), and its bytes go
  to more lines, as long as those lines still show it (builder.py, `_without_repeats`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from harness.reducers.candidate import Candidate, merge

WHOLE_LINES = 3
"""Lines of a candidate (from its `keep` end) that keep its priority whole."""
LINE_DECAY = 0.8
"""What each further line of a candidate is worth, as a share of the line before it."""
MAX_CANDIDATES = 400
MAX_LINES = 1500
"""Lines weighed for a packet, by priority; the rest cannot fit anyway."""
MAX_SPAN = 60
"""Lines of one candidate weighed, from its `keep` end: further ones are worth nothing."""
MAX_BRIDGE = 3
"""Lines of a gap between two blocks that may be cited through to save a title."""

BlockSize = Callable[[int, int], int]
"""Bytes of the cited block of lines `start` to `end`, its title included."""
Worth = Callable[[int], float]
"""What line `n` says, as a share of its candidate's priority (see `worth`)."""
HEADING = re.compile(r"\w+(?: \w+)?:")
"""A line that only titles what follows ("failures:", "Expected:"): it says little itself."""
HEADING_SHARE = 0.5


def worth(text: str) -> float:
    """What a line says: nothing without a letter or digit, little as a bare heading."""
    text = text.strip()
    if not any(c.isalnum() for c in text):
        return 0.0
    return HEADING_SHARE if HEADING.fullmatch(text) else 1.0


def lines_of(candidates: list[Candidate], worth_of: Worth) -> list[Candidate]:
    """The candidates as single lines, weightiest first: a line's priority is its
    candidate's, times LINE_DECAY for every line past the first WHOLE_LINES (from the
    `keep` end) that says something; a line in several candidates keeps its highest."""
    ranked = sorted(candidates, key=lambda c: (-c.priority, c.start))[:MAX_CANDIDATES]
    best: dict[int, Candidate] = {}
    for candidate in ranked:
        priority, kept = candidate.priority, 0
        for number in _from_keep_end(candidate):
            share = worth_of(number)
            if not share:
                continue
            if number not in best or best[number].priority < priority * share:
                best[number] = Candidate(priority * share, number, number)
            kept += 1
            priority *= LINE_DECAY if kept >= WHOLE_LINES else 1.0
    return sorted(best.values(), key=lambda c: (-c.priority, c.start))[:MAX_LINES]


def _from_keep_end(candidate: Candidate) -> range:
    if candidate.keep == "end":
        return range(candidate.end, max(candidate.start, candidate.end - MAX_SPAN + 1) - 1, -1)
    return range(candidate.start, min(candidate.end, candidate.start + MAX_SPAN - 1) + 1)


def choose(
    lines: list[Candidate], room: int, block_size: BlockSize
) -> tuple[list[Candidate], list[Candidate]]:
    """The lines that fit `room` bytes once joined into blocks, taken by priority; and
    the ones left out."""
    chosen: list[Candidate] = []
    left_out: list[Candidate] = []
    for line in lines:
        trial = blocks([*chosen, line], block_size)
        fits = sum(block_size(b.start, b.end) for b in trial) <= room
        (chosen if fits else left_out).append(line)
    return chosen, left_out


def blocks(lines: list[Candidate], block_size: BlockSize) -> list[Candidate]:
    """Touching lines as one block; two blocks a short gap apart as one, when citing the
    gap costs no more than the second block's title."""
    joined: list[Candidate] = []
    for block in merge(lines):
        last = joined[-1] if joined else None
        if last is not None and _bridges(last, block, block_size):
            joined[-1] = replace(last, end=block.end, priority=max(last.priority, block.priority))
        else:
            joined.append(replace(block, label=""))
    return joined


def _bridges(first: Candidate, second: Candidate, block_size: BlockSize) -> bool:
    gap = second.start - first.end - 1
    if gap > MAX_BRIDGE:
        return False
    apart = block_size(first.start, first.end) + block_size(second.start, second.end)
    return block_size(first.start, second.end) <= apart


def read_hint(left_out: list[Candidate]) -> str:
    """Where to read what was left out: the run of lines around the weightiest of it."""
    if not left_out:
        return "artifact_read gives the raw lines"
    top = max(left_out, key=lambda c: (c.priority, -c.start))
    numbers = {c.start for c in left_out}
    start, end = top.start, top.end
    while start - 1 in numbers:
        start -= 1
    while end + 1 in numbers:
        end += 1
    return f"artifact_read L{start}" if start == end else f"artifact_read L{start}-{end}"
