"""A tool's output as numbered lines, read without copying it whole.

The bytes may be a memory map of a 1 GB file: line offsets are found with
C-level searches, and only the lines a reducer asks for are decoded. Lines
are split on `\\n` alone (a `\\r` stays in its line) and numbered from 1, so
a citation's line range means the same thing to the reducer, the viewer
and a person reading the raw file.

`clean` gives the text a person would see on a terminal: ANSI escapes
removed, a carriage-return progress bar folded to its last state, and a
GitHub Actions timestamp prefix dropped. Reducers match and render clean
text; citations keep the exact text. A clipped view (`Document.clipped`) gives
only the first 16 KB of a line's clean text, for newer reducer versions that
should not run their patterns over a line of megabytes.
"""

from __future__ import annotations

import codecs
import mmap
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import ClassVar

import numpy as np
import numpy.typing as npt

ANSI = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])|\^\[\[[0-9;]*[A-Za-z]"
)
"""CSI sequences (colours, cursor moves), OSC sequences (titles, links), two-byte escapes,
and colour codes some CI systems print in caret notation (`^[[31m`)."""
NEWLINE = 10
CHUNK = 1 << 22
"""Bytes per chunk of the newline index: positions are found only in the chunks asked about."""
LONG_LINE = 16 << 10
"""Bytes of a line that a clipped view (`Document.clipped`) gives as its clean text."""
TIMESTAMP = re.compile(r"^\ufeff?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ")
"""The prefix GitHub Actions puts on every log line."""


def clean(line: str) -> str:
    """A line as a terminal shows it: no escapes, no progress-bar rewrites, no timestamp."""
    if "\x1b" in line or "^[[" in line:
        line = ANSI.sub("", line)
    if "\r" in line:
        parts = [part for part in line.split("\r") if part]
        line = parts[-1] if parts else ""
    return TIMESTAMP.sub("", line, count=1)


Buffer = bytes | mmap.mmap
"""The bytes of an output: in memory, or a read-only map of a stored file."""


@dataclass
class Document:
    """Bytes viewed as lines. `data` may be `bytes` or a read-only `mmap`."""

    data: Buffer
    chunk_bytes: ClassVar[int] = CHUNK
    _found: dict[int, npt.NDArray[np.int64]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _derived: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)

    def derived(self, name: str, make: Callable[[Document], str]) -> str:
        """Text made from the bytes by `make`, kept under `name`: the selector asks every
        reducer to sniff the same document, and several read the same cleaned head and tail."""
        if name not in self._derived:
            self._derived[name] = make(self)
        return self._derived[name]

    @cached_property
    def _newlines_before(self) -> npt.NDArray[np.int64]:
        """Newlines before each chunk, and in all (the last entry): one counting pass in C.
        Positions are found only in the chunks a caller asks about (`_chunk_newlines`)."""
        view = np.frombuffer(self.data, dtype=np.uint8) if self.data else np.zeros(0, np.uint8)
        step = self.chunk_bytes
        counts = [
            int(np.count_nonzero(view[i : i + step] == NEWLINE)) for i in range(0, len(view), step)
        ]
        return np.concatenate(([0], np.cumsum(counts, dtype=np.int64)))

    def count_in_background(self) -> threading.Thread:
        """Count each chunk's newlines on another thread, for a caller about to scan the
        bytes anyway: numpy lets go of the GIL, and so does a Hyperscan scan."""
        thread = threading.Thread(
            target=lambda: self._newlines_before, name="newline-count", daemon=True
        )
        thread.start()
        return thread

    def lines_at(self, offsets: Iterable[int]) -> list[int]:
        """`line_at` for ascending offsets, by counting the newlines between one and the
        next: sparse matches in a huge output would otherwise index every chunk's newlines."""
        view = np.frombuffer(self.data, dtype=np.uint8) if self.data else np.zeros(0, np.uint8)
        numbers: list[int] = []
        chunk, position, line, line_end = -1, 0, 1, -1
        for offset in offsets:
            if position <= offset <= line_end:  # in the line numbered last, which may hold
                numbers.append(line)  # thousands of matches: no need to count again
                continue
            if offset // self.chunk_bytes != chunk:
                chunk = offset // self.chunk_bytes
                position = chunk * self.chunk_bytes
                line = int(self._newlines_before[chunk]) + 1
            line += int(np.count_nonzero(view[position:offset] == NEWLINE))
            position = offset
            line_end = self.data.find(b"\n", offset)
            line_end = len(self.data) if line_end == -1 else line_end
            numbers.append(line)
        return numbers

    def last_lines(self, offsets: Sequence[int], count: int) -> list[int]:
        """The last `count` distinct lines holding these ascending offsets: `lines_at` on
        as few of the last offsets as hold them, since numbering each costs a numpy call
        and an output where every line matches holds millions."""
        if count <= 0 or not offsets:
            return []
        take = count
        while True:
            numbers = list(dict.fromkeys(self.lines_at(offsets[-take:])))
            if len(numbers) >= count or take >= len(offsets):
                return numbers[-count:]
            take *= 4

    def _chunk_newlines(self, chunk: int) -> npt.NDArray[np.int64]:
        """The offsets of the newlines in chunk `chunk`, kept once found."""
        found = self._found.get(chunk)
        if found is None:
            begin = chunk * self.chunk_bytes
            view = np.frombuffer(self.data, dtype=np.uint8)[begin : begin + self.chunk_bytes]
            found = np.flatnonzero(view == NEWLINE) + begin
            self._found[chunk] = found
        return found

    def _newline(self, index: int) -> int:
        """The offset of newline number `index` (0-based)."""
        chunk = int(np.searchsorted(self._newlines_before, index, side="right")) - 1
        return int(self._chunk_newlines(chunk)[index - int(self._newlines_before[chunk])])

    @cached_property
    def line_count(self) -> int:
        if not self.data:
            return 0
        return int(self._newlines_before[-1]) + (0 if self.data[-1:] == b"\n" else 1)

    @property
    def size(self) -> int:
        return len(self.data)

    @cached_property
    def is_binary(self) -> bool:
        """NUL bytes in the first 8 KB: what git and grep take to mean binary."""
        return b"\x00" in self.data[:8192]

    @cached_property
    def has_invalid_utf8(self) -> bool:
        """Whether any byte sequence is not UTF-8 (checked a megabyte at a time)."""
        decoder = codecs.getincrementaldecoder("utf-8")()
        step = 1 << 20
        try:
            for begin in range(0, len(self.data), step):
                decoder.decode(self.data[begin : begin + step])
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return True
        return False

    def line_at(self, offset: int) -> int:
        """The 1-based number of the line holding byte `offset`."""
        chunk = min(offset // self.chunk_bytes, len(self._newlines_before) - 2)
        if chunk < 0:
            return 1
        within = np.searchsorted(self._chunk_newlines(chunk), offset, side="left")
        return int(self._newlines_before[chunk]) + int(within) + 1

    def raw_offset(self, number: int) -> int:
        """The byte offset where line `number` starts."""
        return self._newline(number - 2) + 1 if number > 1 else 0

    def line_end(self, number: int) -> int:
        """The byte offset where line `number` ends (its newline, or the end)."""
        total = int(self._newlines_before[-1])
        return self._newline(number - 1) if number - 1 < total else len(self.data)

    def raw_line(self, number: int) -> bytes:
        return bytes(self.data[self.raw_offset(number) : self.line_end(number)])

    def line(self, number: int) -> str:
        """Line `number` (1-based) as text, invalid UTF-8 replaced."""
        return self.raw_line(number).decode("utf-8", "replace")

    def text(self, start: int, end: int) -> str:
        """Lines `start` to `end` (inclusive) exactly as stored, joined by newlines."""
        return "\n".join(self.line(n) for n in range(start, end + 1))

    def clean_line(self, number: int) -> str:
        return clean(self.line(number))

    def clipped(self, limit: int = LONG_LINE) -> Document:
        """The same bytes, sharing this document's line index, whose clean lines are cut to
        `limit` bytes (`line` and `text`, which citations hold, stay whole)."""
        return Clipped(self.data, whole=self, limit=limit)

    def lines(self) -> Iterator[tuple[int, str]]:
        """(number, text) for every line; for small documents, or a full pass."""
        text = bytes(self.data).decode("utf-8", "replace")
        if text.endswith("\n"):
            text = text[:-1]
        yield from enumerate(text.split("\n") if text else [], start=1)


@dataclass
class Clipped(Document):
    """A view of a document whose clean lines are cut to `limit` bytes: the patterns that
    reducers match against a line then run over 16 KB of a line of 20 MB (a minified
    bundle, a JSON body printed whole), not over all of it. Exact text (`line`, `text`)
    is not cut. Of a progress bar redrawn with carriage returns, the cut keeps the start
    of its last state, which is what `clean` shows."""

    whole: Document = field(repr=False, compare=False)
    limit: int = LONG_LINE

    def __post_init__(self) -> None:  # one line index and one sniff cache for both views
        self._found = self.whole._found
        self._derived = self.whole._derived
        self.chunk_bytes = self.whole.chunk_bytes  # type: ignore[misc]  # the index's

    @cached_property
    def _newlines_before(self) -> npt.NDArray[np.int64]:
        return self.whole._newlines_before

    def clean_line(self, number: int) -> str:
        begin, end = self.raw_offset(number), self.line_end(number)
        if end - begin > self.limit:  # cut from where the last redraw starts, as `clean` shows
            shown = end
            while shown > begin and self.data[shown - 1 : shown] == b"\r":
                shown -= 1  # a line that ends in CR (CRLF) shows what is before it
            begin = max(begin, self.data.rfind(b"\r", begin, shown) + 1)
            end = min(end, begin + self.limit)
        return clean(bytes(self.data[begin:end]).decode("utf-8", "replace"))
