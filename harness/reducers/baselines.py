"""What a person would do without a reducer, cut to a packet's size: the baselines the
evidence benchmark scores beside each packet, at equal cost.

`tail` is the output's last bytes (`tail -c N`, from the first whole line); `grep` is the
lines with a failure word and two lines either side (`grep -i -E -C2 WORDS | head -c N`),
cut to whole lines. Both are given exactly the packet's byte size, so a reducer's lead over
them is what it does with the same room, not a bigger share of the output.
"""

from __future__ import annotations

import re

GREP_WORDS = re.compile(
    rb"error|fail|fatal|exception|panic|traceback|assert|abort|denied|not found|cannot|"
    rb"refused|timed? ?out|segmentation|undefined|warning",
    re.IGNORECASE,
)
"""The words a person greps a CI log for first."""
CONTEXT = 2
"""Lines shown either side of a match, as `grep -C2`."""


def tail(raw: bytes, size: int) -> str:
    """The last `size` bytes of the output, from the first line that starts within them."""
    if size >= len(raw):
        return _text(raw)
    cut = raw[len(raw) - size :]
    at_line_start = raw[len(raw) - size - 1] == ord("\n")
    return _text(cut if at_line_start else cut[cut.find(b"\n") + 1 :])


def grep(raw: bytes, size: int) -> str:
    """The matching lines with `CONTEXT` lines either side, in order, as many whole lines as
    fit in `size` bytes."""
    lines = raw.split(b"\n")
    wanted = sorted(
        {
            near
            for number, line in enumerate(lines)
            if GREP_WORDS.search(line)
            for near in range(max(0, number - CONTEXT), min(len(lines), number + CONTEXT + 1))
        }
    )
    kept: list[bytes] = []
    used = 0
    for number in wanted:
        cost = len(lines[number]) + 1
        if used + cost > size:
            break
        kept.append(lines[number])
        used += cost
    return _text(b"\n".join(kept))


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")
