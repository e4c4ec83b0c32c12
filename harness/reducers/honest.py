"""Honest packets: a packet that does not show all of its output says so, and where the
rest is (from the `honest` feature on, base.py).

A reducer can only flag the loss of what it judged relevant; evidence it did not recognise
was lost without a word. So whenever the cited lines are not the whole output, the packet is
`truncated`, and its escalation names lines to read with `artifact_read`: when the reducer
itself recommends escalation (relevant text did not fit) its own reason stands and gets
line ranges if it named none; otherwise the escalation is not recommended (nothing waits for
a reviewer) and renders as a `[not shown: ...]` line. The lines named are the first and the
last run of uncited lines holding failure words (fallback.py's vocabulary), else the largest
uncited stretch.
"""

from __future__ import annotations

from harness.output.document import Document
from harness.reducers.fallback import scan
from harness.reducers.packet import Citation, Escalation

RESERVE = 80
"""Bytes kept for the `[not shown: ...]` line."""
RUN_GAP = 3
"""Failure lines at most this far apart are one run."""
RUN_LINES = 30
"""Lines of a run named at most, from its first."""
NO_LINES = "artifact_read gives the raw lines"
"""The hint of an escalation that names no lines (builder.py, dense.py)."""


def uncited(doc: Document, citations: list[Citation]) -> list[tuple[int, int]]:
    """The line ranges of the output no citation shows, in order."""
    shown = sorted((c.start_line, c.end_line) for c in citations if c.start_line and c.end_line)
    gaps: list[tuple[int, int]] = []
    next_line = 1
    for start, end in shown:
        if start > next_line:
            gaps.append((next_line, start - 1))
        next_line = max(next_line, end + 1)
    if next_line <= doc.line_count:
        gaps.append((next_line, doc.line_count))
    return gaps


def escalation(doc: Document, gaps: list[tuple[int, int]], given: Escalation) -> Escalation:
    """The packet's escalation once it says what it leaves out (`gaps`, from `uncited`):
    `given` when it already names lines or nothing is left out."""
    if not gaps or (given.recommended and NO_LINES not in given.reason):
        return given
    ranges = ", ".join(f"L{a}" if a == b else f"L{a}-{b}" for a, b in where_to_read(doc, gaps))
    if given.recommended:
        reason = given.reason.replace(NO_LINES, f"artifact_read {ranges}")
        return Escalation(recommended=True, reason=reason)
    hidden = sum(b - a + 1 for a, b in gaps)
    reason = f"{hidden:,} of {doc.line_count:,} lines; artifact_read {ranges}"
    return Escalation(recommended=False, reason=reason)


def where_to_read(doc: Document, gaps: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The first and the last run of uncited failure lines, else the largest gap."""
    inside = [n for n in scan(doc) if any(a <= n <= b for a, b in gaps)]
    runs: list[tuple[int, int]] = []
    for number in inside:
        if runs and number - runs[-1][1] <= RUN_GAP:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    picked = [runs[0], runs[-1]] if len(runs) > 1 else runs
    if not picked:
        return [max(gaps, key=lambda gap: gap[1] - gap[0])]
    return [(start, min(end, start + RUN_LINES - 1)) for start, end in picked]
