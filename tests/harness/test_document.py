"""Document: bytes seen as numbered lines through a newline index built a chunk at a time.

A subclass with 7-byte chunks puts lines across chunk edges; the answers must be those of
splitting the bytes in Python.
"""

from __future__ import annotations

import mmap
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document


class TinyChunks(Document):
    chunk_bytes = 7


def split(data: bytes) -> list[bytes]:
    lines = data.split(b"\n")
    return lines[:-1] if data.endswith(b"\n") else lines


@settings(max_examples=300, deadline=None)
@given(
    st.binary(max_size=200) | st.lists(st.sampled_from([b"", b"a", b"xyz", b"\n"])).map(b"".join)
)
def test_lines_and_offsets_match_a_plain_split(data: bytes):
    for doc in (Document(data), TinyChunks(data)):
        lines = split(data) if data else []
        assert doc.line_count == len(lines)
        for number, line in enumerate(lines, start=1):
            assert doc.raw_line(number) == line
            start = doc.raw_offset(number)
            assert data[start : start + len(line)] == line
            for offset in range(start, start + len(line) + 1):
                if offset < len(data):
                    assert doc.line_at(offset) == number


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([b"", b"a", b"xyz", b"\n", b"\n\n"])).map(b"".join), st.data())
def test_lines_at_counts_the_same_lines_as_line_at(data: bytes, draw: st.DataObject):
    offsets = sorted(draw.draw(st.lists(st.integers(0, max(len(data) - 1, 0)))))
    if not data:
        offsets = []
    for doc in (Document(data), TinyChunks(data)):
        assert doc.lines_at(offsets) == [doc.line_at(offset) for offset in offsets]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from([b"", b"a", b"xyz", b"\n", b"\n\n"])).map(b"".join),
    st.data(),
    st.integers(0, 12),
)
def test_last_lines_are_the_last_distinct_lines_of_all_offsets(
    data: bytes, draw: st.DataObject, count: int
):
    # tried: many offsets in few lines (the suffix numbered first holds too few lines and
    # must grow), fewer offsets than `count`, no offsets, a count of 0
    offsets = sorted(draw.draw(st.lists(st.integers(0, max(len(data) - 1, 0)), max_size=60)))
    if not data:
        offsets = []
    for doc in (Document(data), TinyChunks(data)):
        every = list(dict.fromkeys(doc.lines_at(offsets)))
        assert doc.last_lines(offsets, count) == (every[-count:] if count else [])


def test_lines_at_reads_a_memory_map_and_frees_it(tmp_path: Path):
    data = b"".join(f"line {n}\n".encode() for n in range(5000))
    (tmp_path / "log").write_bytes(data)
    with (
        (tmp_path / "log").open("rb") as handle,
        mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped,
    ):
        doc = TinyChunks(mapped)
        doc.count_in_background().join()
        wanted = [data.index(b"line 10\n"), data.index(b"line 4320\n")]
        assert doc.lines_at(wanted) == [11, 4321]
        assert doc.raw_line(4321) == b"line 4320"
    # closing the map above raises BufferError if a numpy view of it were still alive
