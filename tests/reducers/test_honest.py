"""Honest packets (issue 22): a packet that leaves lines out says so and where they are;
small output goes whole; an empty output is flagged; the eval counts silent losses and
scores the baselines at the packet's own size."""

from __future__ import annotations

import json
import re
from pathlib import Path

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import Citation, Packet, ReducerSet
from harness.reducers.base import BaseReducer
from harness.reducers.baselines import grep, tail
from harness.reducers.eval import score_case
from harness.reducers.families.junit import JUNIT, JUNIT2
from harness.reducers.families.text import TEXT5, TEXT6
from harness.reducers.honest import uncited
from harness.reducers.selector import PASSTHROUGH_BELOW
from tests.reducers.helpers import assert_exact_citations, info_for

SAMPLES = Path(__file__).parent / "samples"
BURIED = 1500
"""Where the log below hides a failure far from its end."""


def _log() -> bytes:
    """3,000 routine lines, a quota failure at BURIED, a linker failure at the end."""
    lines = [f"compiling module {n} of 3000" for n in range(1, 3001)]
    lines[BURIED - 1] = "ERROR: disk quota exceeded writing /var/cache/build/obj-1500.o"
    lines += ["error: the linker could not find libfoo.so", "exit code 1"]
    return ("\n".join(lines) + "\n").encode()


def _ranges(reason: str) -> list[tuple[int, int]]:
    hint = reason.split("artifact_read", 1)[1]
    return [(int(a), int(b or a)) for a, b in re.findall(r"L(\d+)(?:-(\d+))?", hint)]


def test_a_packet_that_leaves_lines_out_says_so_and_names_lines_it_did_not_show():
    doc = Document(_log())
    packet = ReducerSet().reduce(doc, info_for(doc), TEXT6.key)
    text = packet.render()
    assert packet.truncated and "artifact_read L" in packet.escalation.reason
    assert ("[not shown: " in text) != packet.escalation.recommended
    named = _ranges(packet.escalation.reason)
    gaps = uncited(doc, packet.citations)
    assert named and all(any(a <= s and e <= b for a, b in gaps) for s, e in named)
    if not any(c.start_line <= BURIED <= c.end_line for c in packet.citations if c.start_line):
        assert any(s <= BURIED <= e for s, e in named), "the buried failure is named"
    assert packet.packet_bytes <= packet.budget
    assert_exact_citations(packet, doc)


def test_the_version_before_honest_stays_as_it_was():
    doc = Document(_log())
    before = ReducerSet().reduce(doc, info_for(doc), TEXT5.key)
    assert "[not shown: " not in before.render()
    assert not before.escalation.reason or before.escalation.recommended


def test_output_under_the_floor_goes_whole_and_a_packet_is_never_smaller_than_it():
    small = "\n".join(f"FAILED tests/test_{n}.py::test_case - assert {n} == 0" for n in range(14))
    assert len(small) < PASSTHROUGH_BELOW
    doc = Document(small.encode())
    packet = ReducerSet().reduce(doc, info_for(doc))
    assert packet.reducer.startswith("passthrough@")
    assert packet.render() == f"[art_TEST {packet.reducer} {len(small)}B tainted]\n{small}"
    assert ReducerSet().budget_for(PASSTHROUGH_BELOW + 1) == PASSTHROUGH_BELOW


def test_an_empty_output_is_flagged_empty():
    doc = Document(b"")
    packet = ReducerSet().reduce(doc, info_for(doc))
    assert packet.flags == ["passthrough", "empty"]
    assert packet.render().splitlines() == [
        f"[art_TEST {packet.reducer} 0B empty tainted]",
        "(no output)",
    ]


def test_junit_2_reads_the_shared_clipped_view_and_finds_what_junit_1_found():
    assert JUNIT2.clips and not JUNIT.clips
    for sample in sorted((SAMPLES / "junit").rglob("*")):
        if not sample.is_file():
            continue
        doc = Document(sample.read_bytes())
        info = info_for(doc, family="junit")
        old, new = JUNIT.reduce(doc, info, 4096), JUNIT2.reduce(doc, info, 4096)
        assert new.fields == old.fields, sample.name
        assert_exact_citations(new, doc)


class Forgetful(BaseReducer):
    """Cites the last line only and never says it left anything out."""

    name, version, families = "forgetful", 1, ("generic",)

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        return 1.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        last = doc.line_count
        cited = Citation(
            artifact_id=info.id, start_line=last, end_line=last, excerpt=doc.text(last, last)
        )
        return Packet(artifact_id=info.id, reducer=self.key, citations=[cited])


def _case(folder: Path) -> Path:
    folder.mkdir()
    (folder / "raw.log").write_bytes(_log())
    (folder / "case.json").write_text(json.dumps({"case_id": "buried", "framework": "generic"}))
    signals = [
        {
            "type": "error_message",
            "value": "disk quota exceeded",
            "importance": "critical",
            "evidence_lines": [[BURIED, BURIED]],
        },
        {
            "type": "error_message",
            "value": "could not find libfoo.so",
            "importance": "critical",
            "evidence_lines": [[3001, 3001]],
        },
    ]
    (folder / "ground_truth.json").write_text(json.dumps({"required_signals": signals}))
    return folder


def test_the_eval_counts_a_loss_the_packet_did_not_own_as_silent(tmp_path: Path):
    # tried: a reducer that cites the last line and says nothing, against the newest text
    folder = _case(tmp_path / "buried")
    forgetful = score_case(folder, ReducerSet([Forgetful()], passthrough_below=0), None)
    assert forgetful.missed and forgetful.silent == forgetful.missed
    honest = score_case(folder, ReducerSet(), TEXT6.key)
    assert honest.silent == []
    assert honest.pointed <= len(honest.missed)


def test_the_baselines_get_exactly_the_packets_size(tmp_path: Path):
    raw = _log()
    for size in (64, 300, 1024):
        assert len(tail(raw, size).encode()) <= size
        assert len(grep(raw, size).encode()) <= size
    assert tail(raw, 64).endswith("exit code 1\n")
    assert grep(raw, 1024).startswith("compiling module 1498 of 3000\n"), "two lines before"
    assert "disk quota exceeded" in grep(raw, 1024)
    folder = _case(tmp_path / "buried")
    score = score_case(folder, ReducerSet(), TEXT6.key)
    assert 0.0 <= score.tail_recall <= 1.0 and 0.0 <= score.grep_recall <= 1.0
