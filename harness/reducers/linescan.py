"""Which lines of a big output a pattern matches, at SIMD speed.

RE2 scans a log about as fast as grep does. Hyperscan (Intel's multi-pattern matcher, via
the `hyperscan` package) compiles the same pattern and scans the same bytes about three
times faster, with the GIL released. It reports where each match ends; callers want only
the lines, and the patterns given here never match across a newline.

One difference in meaning is bridged: RE2 folds case by Unicode, so `(?i)s` also matches
the long s (U+017F) and `(?i)k` the Kelvin sign (U+212A), while Hyperscan folds ASCII
only. The lines that hold either character are checked with RE2 itself, so the lines found
are exactly the lines RE2 would find.
"""

from __future__ import annotations

import threading
from typing import cast

import hyperscan
import re2

from harness.output.document import Document

MATCH, FOLD = 0, 1
UNICODE_FOLDS = rb"\xc5\xbf|\xe2\x84\xaa"
"""The long s and the Kelvin sign in UTF-8: the only characters that RE2's case folding
maps onto ASCII letters (checked over every code point)."""


class LineScanner:
    """A compiled RE2 pattern (bytes, no newline in any match) and its Hyperscan twin."""

    def __init__(self, pattern: re2._Regexp) -> None:
        self.pattern = pattern
        self.database = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
        self.database.compile(
            expressions=[pattern.pattern, UNICODE_FOLDS], ids=[MATCH, FOLD], flags=[0, 0]
        )
        self._scratches = threading.local()  # a scratch space serves one scan at a time

    def offsets(self, doc: Document) -> list[int]:
        """Ascending offsets, at least one inside each line of `doc` that the pattern matches
        (where a match ends) and none in any other line. One a line is kept: a line of 2 MB
        may hold 40,000 matches."""
        data = cast(bytes, doc.data)  # the binding scans any buffer: bytes or an mmap
        kept: dict[int, list[int]] = {MATCH: [], FOLD: []}
        line_ends = {MATCH: -1, FOLD: -1}  # where the line of the last offset kept ends

        def on_match(pattern: int, start: int, end: int, flags: int, context: object) -> None:
            # Hyperscan reports matches in order of their end in practice, though it does not
            # promise to; a match out of order is kept, and the offsets are sorted at the end.
            offsets, offset = kept[pattern], end - 1
            if offsets and offsets[-1] <= offset <= line_ends[pattern]:
                return  # in the line kept last
            offsets.append(offset)
            found = data.find(b"\n", offset)
            line_ends[pattern] = len(data) if found == -1 else found

        self.database.scan(data, match_event_handler=on_match, scratch=self._scratch())
        refound = [offset for offset in kept[FOLD] if self.pattern.search(_line_of(doc, offset))]
        return sorted(kept[MATCH] + refound)  # linear on what is in order already

    def _scratch(self) -> hyperscan.Scratch:
        scratch: hyperscan.Scratch | None = getattr(self._scratches, "scratch", None)
        if scratch is None:
            scratch = self._scratches.scratch = hyperscan.Scratch(self.database)
        return scratch


def _line_of(doc: Document, offset: int) -> bytes:
    return doc.raw_line(doc.line_at(offset))
