"""Output whose bytes are one long line: a minified bundle, a JSON body, a base64 blob.

From their `clip_from` version on, reducers read each line's clean text cut to 16 KB
(`Document.clipped`), so their patterns do not run over all of a line of megabytes
(bench/long_lines.py has the times). What they cite stays the exact text.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import LONG_LINE, Document, clean
from harness.reducers.families.text import TEXT4, TEXT5, scan
from harness.reducers.selector import ReducerSet
from tests.reducers.helpers import assert_exact_citations, info_for

FAR_ERROR = b"a" * (LONG_LINE + 100) + b" fatal: disk quota exceeded"


def test_a_clipped_view_cuts_clean_lines_only_and_shares_the_line_index():
    # tried: a multi-byte character across the cut, an escape and a timestamp in the part
    # kept, the line's whole text, numbering, and the index the view shares
    long = b"2026-05-07T02:58:55.0000000Z \x1b[31m" + b"x" * (LONG_LINE - 40) + "é".encode() * 50
    doc = Document(b"first\n" + long + b"\nlast")
    view = doc.clipped()
    assert view.clean_line(2) == clean(long[:LONG_LINE].decode("utf-8", "replace"))
    assert view.clean_line(2).startswith("x") and "\x1b" not in view.clean_line(2)
    assert len(view.clean_line(2).encode()) <= LONG_LINE
    assert view.line(2) == long.decode() and view.text(1, 3) == doc.text(1, 3)
    assert view.clean_line(3) == doc.clean_line(3) == "last"
    assert view.line_count == doc.line_count == 3
    assert view.line_at(len(b"first\n") + LONG_LINE + 10) == 2
    assert view._found is doc._found and view._newlines_before is doc._newlines_before


class TinyChunks(Document):
    chunk_bytes = 7


def shown_start(raw: bytes, limit: int) -> str:
    """The rule, said again: of a line longer than `limit`, the first `limit` bytes of what
    follows its last carriage return (trailing ones aside), cleaned."""
    if len(raw) <= limit:
        return clean(raw.decode("utf-8", "replace"))
    last = raw.rstrip(b"\r").rsplit(b"\r", 1)[-1]
    start = len(raw.rstrip(b"\r")) - len(last)
    return clean(raw[start : start + limit].decode("utf-8", "replace"))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from([b"", b"ab", b"xyz", b"\n", b"\r", b"\x1b[1m", "é".encode()])).map(
        b"".join
    ),
    st.integers(1, 9),
)
def test_a_clipped_view_of_small_chunks_numbers_lines_as_the_document_does(data: bytes, limit: int):
    # tried: lines across 7-byte chunk edges, carriage returns anywhere (trailing ones,
    # CRLF), escapes and a two-byte character at the cut, empty lines, no final newline
    doc = TinyChunks(data)
    view = doc.clipped(limit)
    assert view.line_count == doc.line_count
    for number in range(1, doc.line_count + 1):
        assert view.line(number) == doc.line(number)
        assert view.clean_line(number) == shown_start(doc.raw_line(number), limit)
    for offset in range(len(data)):
        assert view.line_at(offset) == doc.line_at(offset)


def test_a_long_progress_bar_is_read_at_its_last_state():
    # tried: 26 KB of pip's progress redraws ending in the error, and a CRLF line end
    bar = b"".join(b"\r   |" + b"#" * (n % 60) + b" %d%%" % (n % 100) for n in range(700))
    raw = b"Collecting numpy\n" + bar + b"\rERROR: No space left on device\r\nexit 1\n"
    doc = Document(raw)
    assert len(doc.raw_line(2)) > LONG_LINE
    assert doc.clipped().clean_line(2) == "ERROR: No space left on device"
    assert 2 in [line.number for line in scan(TEXT5.read(doc))]


def test_a_newer_text_reducer_weighs_a_line_by_its_first_16_kb():
    doc = Document(b"step 1 ok\n" + FAR_ERROR + b"\nstep 3 ok\n")
    whole = {line.number: line.kind for line in scan(doc)}
    clipped = {line.number: line.kind for line in scan(TEXT5.read(doc))}
    assert whole[2] == "fatal", "text@4 reads the line whole"
    assert clipped.get(2, "plain") == "plain", "text@5 reads its first 16 KB, all 'a'"
    assert TEXT4.read(doc) is doc and TEXT5.read(doc) is not doc


@pytest.mark.parametrize("name", sorted(ReducerSet().active))
def test_every_reducer_reads_a_3_mb_line_into_an_exact_packet_within_budget(name: str):
    # tried: 3 MB of words with error words all through one line, then a failure line
    words = b" ".join(b"error value src/app/main.py:12 ok" for _ in range(90_000))
    doc = Document(b"start\n" + words + b"\nError: the build failed at the end\n")
    reducers = ReducerSet()
    packet = reducers.reduce(doc, info_for(doc), reducers.active[name].key)
    assert packet.packet_bytes <= packet.budget
    assert_exact_citations(packet, doc)
    assert packet.tainted
