"""Side by side packets: each rendered packet as lines marked same or changed.

The first version is the baseline: its lines are compared with the second's,
every other version's with the first's (difflib). Segments are plain text;
the template escapes them, since packets quote untrusted tool output.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from harness.reducers.packet import Packet


@dataclass(frozen=True)
class Segment:
    changed: bool
    text: str


@dataclass(frozen=True)
class Column:
    version: str
    reducer: str
    """The reducer that actually read the output (the selector may pass it through)."""
    budget: int
    """The bytes its packet was allowed."""
    segments: list[Segment]


def columns(packets: dict[str, dict[str, object]]) -> list[Column]:
    """One column per version, in order, each marked against its counterpart."""
    rendered = {key: Packet.model_validate(data) for key, data in packets.items()}
    keys = list(rendered)
    lines = {key: rendered[key].render().splitlines() for key in keys}
    made: list[Column] = []
    for position, key in enumerate(keys):
        other = keys[1] if position == 0 and len(keys) > 1 else keys[0]
        segments = marked(lines[key], lines[other])
        packet = rendered[key]
        made.append(Column(key, packet.reducer, packet.budget, segments))
    return made


def marked(mine: list[str], theirs: list[str]) -> list[Segment]:
    """`mine`, grouped into runs of lines that are and are not in `theirs`."""
    matcher = difflib.SequenceMatcher(a=theirs, b=mine, autojunk=False)
    segments: list[Segment] = []
    for tag, _, _, start, end in matcher.get_opcodes():
        if start < end:
            segments.append(Segment(tag != "equal", "\n".join(mine[start:end]) + "\n"))
    return segments
