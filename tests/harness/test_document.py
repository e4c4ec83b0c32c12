"""Document: bytes seen as numbered lines through a newline index built a chunk at a time.

A subclass with 7-byte chunks puts lines across chunk edges; the answers must be those of
splitting the bytes in Python.
"""

from __future__ import annotations

import mmap
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.document import Document


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


def test_the_index_built_in_the_background_gives_the_same_answers(tmp_path: Path):
    data = b"".join(f"line {n}\n".encode() for n in range(5000))
    (tmp_path / "log").write_bytes(data)
    with (
        (tmp_path / "log").open("rb") as handle,
        mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped,
    ):
        doc = TinyChunks(mapped)
        doc.index_in_background().join()
        assert doc.line_count == 5000
        assert doc.raw_line(4321) == b"line 4320"
        assert doc.line_at(data.index(b"line 4320\n")) == 4321
