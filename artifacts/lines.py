"""A sparse line index, built while the bytes stream into the store, and reads by line.

Lines are split on `\\n` alone and numbered from 1, as `harness.output.document.Document`
numbers them, so a citation's line range means the same here. The index keeps
the byte offset where every LINE_STRIDE-th line starts: a 100 MB output of
short lines needs a few thousand numbers, and any line is found by a jump to
the offset before it and at most LINE_STRIDE - 1 newline searches.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from harness.output.document import NEWLINE, Buffer

LINE_STRIDE = 500


class LineIndexer:
    """Watches a stream of bytes and records where every `stride`-th line starts."""

    def __init__(self, stride: int = LINE_STRIDE) -> None:
        self.stride = stride
        self.starts = [0]
        self.newlines = 0
        self.size = 0
        self._last = b""

    def watch(self, chunks: Iterable[bytes]) -> Iterator[bytes]:
        for chunk in chunks:
            self._scan(chunk)
            yield chunk

    def _scan(self, chunk: bytes) -> None:
        count = chunk.count(b"\n")
        if (self.newlines + count) // self.stride > self.newlines // self.stride:
            # Line k*stride + 1 starts after newline number k*stride (numbered from 1).
            found = np.flatnonzero(np.frombuffer(chunk, dtype=np.uint8) == NEWLINE)
            numbers = np.arange(self.newlines + 1, self.newlines + 1 + count)
            ends = found[numbers % self.stride == 0]
            self.starts += (ends + 1 + self.size).tolist()
        self.newlines += count
        self.size += len(chunk)
        self._last = chunk[-1:] or self._last

    @property
    def line_count(self) -> int:
        if not self.size:
            return 0
        return self.newlines + (0 if self._last == b"\n" else 1)

    @property
    def offsets(self) -> list[int]:
        """The starts of lines 1, stride+1, 2*stride+1, ... that exist."""
        return [start for start in self.starts if start == 0 or start < self.size]


def read_lines(
    data: Buffer, offsets: list[int], first: int, last: int, *, clip: int, stride: int = LINE_STRIDE
) -> Iterator[tuple[int, bytes, int]]:
    """(number, bytes, length) of lines `first` to `last`; each line's bytes cut at `clip`.

    `length` is the line's whole length, so a caller can say how much was cut.
    """
    block = min((first - 1) // stride, len(offsets) - 1)
    position, number = offsets[block], block * stride + 1
    size = len(data)
    while number < first and position < size:
        position = _line_end(data, position, size) + 1
        number += 1
    while number <= last and position < size:
        end = _line_end(data, position, size)
        yield number, bytes(data[position : min(end, position + clip)]), end - position
        position, number = end + 1, number + 1


def _line_end(data: Buffer, position: int, size: int) -> int:
    end = data.find(b"\n", position)
    return size if end < 0 else end
