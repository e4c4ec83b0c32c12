"""The Hyperscan line scan finds exactly the lines RE2 finds, in any bytes."""

from __future__ import annotations

import mmap
import threading
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers.families.text import EVIDENCE, EVIDENCE_LINES


def re2_lines(doc: Document) -> list[int]:
    """The lines RE2 itself matches: what the text reducer read before Hyperscan."""
    return list(dict.fromkeys(doc.lines_at(m.start() for m in EVIDENCE.finditer(doc.data))))


def scanned_lines(doc: Document) -> list[int]:
    return list(dict.fromkeys(doc.lines_at(EVIDENCE_LINES.offsets(doc))))


PIECES = [
    "error", "ERRORS", "Failed", "fail", "fatal", "timed out", "exit code 3", "HTTP/1.1 503",
    "2 failed", "0 errors", "TypeError:", "not found", "cannot ", "assert", "erroré",
    "\u017fegmentation fault", "a\u017f\u017fert", "\u212aILLED", "x\u212aILLED", "killed",
    "ok", "passed", " ", "_", "-", ".", "\t", "é", "\x00", "\r", "\x1b[31m",
]  # fmt: skip
"""Words of the vocabulary and what surrounds them: word characters and not (for `\\b`),
ASCII case, and the two characters RE2 folds onto ASCII letters (long s, Kelvin sign)."""
line_text = st.lists(st.sampled_from(PIECES), max_size=8).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.lists(line_text, max_size=40), st.binary(max_size=64))
def test_it_finds_the_lines_re2_finds_in_any_text(lines: list[str], noise: bytes):
    # tried: vocabulary glued to word and non-word characters, in any case, with NUL, CR,
    # ANSI escapes, the long s and the Kelvin sign, and trailing random (often invalid UTF-8)
    # bytes
    doc = Document("\n".join(lines).encode() + noise)
    assert scanned_lines(doc) == re2_lines(doc)


def test_it_checks_a_line_whose_only_match_is_a_unicode_case_fold_with_re2():
    # RE2 reads 'a\u017f\u017fert' as 'assert' (Unicode case folding); Hyperscan folds ASCII only
    doc = Document("fine\nall a\u017f\u017fert here\nfine\n\u212aILLED alone\nok".encode())
    assert scanned_lines(doc) == re2_lines(doc) == [2]


def test_it_scans_a_memory_mapped_output_and_from_several_threads(tmp_path: Path):
    path = tmp_path / "out.log"
    path.write_bytes(b"step ok\n" * 50_000 + b"error: it broke\n" + b"step ok\n" * 50_000)
    found: list[list[int]] = []
    with path.open("rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
        doc = Document(data)
        threads = [threading.Thread(target=lambda: found.append(scanned_lines(doc)))
                   for _ in range(4)]  # fmt: skip
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert found == [[50_001]] * 4


def test_it_scans_empty_output():
    assert EVIDENCE_LINES.offsets(Document(b"")) == []


def test_a_line_of_many_matches_gives_one_offset():
    # tried: 40,000 matches in one line, then two matching lines and one that does not
    doc = Document(b"error " * 40_000 + b"\nok\nfatal: x\nTimed Out and failed\n")
    offsets = EVIDENCE_LINES.offsets(doc)
    assert len(offsets) == 3 and offsets == sorted(offsets)
    assert doc.lines_at(offsets) == [1, 3, 4] == scanned_lines(doc) == re2_lines(doc)
