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

from harness.document import Document

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
        (where a match ends) and none in any other line."""
        found: list[int] = []
        folds: list[int] = []
        data = cast(bytes, doc.data)  # the binding scans any buffer: bytes or an mmap
        line_end = -1  # of the line the last match kept is in: one offset a line is enough

        def on_match(pattern: int, start: int, end: int, flags: int, context: object) -> None:
            nonlocal line_end
            if pattern != MATCH:
                folds.append(end - 1)
            elif end - 1 > line_end:  # a line of 2 MB may hold 40,000 matches
                found.append(end - 1)
                line_end = data.find(b"\n", end - 1)
                line_end = len(data) if line_end == -1 else line_end

        self.database.scan(data, match_event_handler=on_match, scratch=self._scratch())
        refound = [offset for offset in folds if self.pattern.search(_line_of(doc, offset))]
        return sorted(found + refound) if refound else found

    def _scratch(self) -> hyperscan.Scratch:
        scratch: hyperscan.Scratch | None = getattr(self._scratches, "scratch", None)
        if scratch is None:
            scratch = self._scratches.scratch = hyperscan.Scratch(self.database)
        return scratch


def _line_of(doc: Document, offset: int) -> bytes:
    return doc.raw_line(doc.line_at(offset))
