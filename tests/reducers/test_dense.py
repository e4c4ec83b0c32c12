"""Dense packing (harness/reducers/dense.py): what newer reducer versions do with a small
budget, checked on the builder itself and on a family that uses it."""

from __future__ import annotations

from pathlib import Path

from harness.output.document import Document
from harness.reducers.builder import PacketBuilder
from harness.reducers.dense import HEADING_SHARE, worth
from harness.reducers.families.terraform import TERRAFORM2, TERRAFORM3
from tests.reducers.helpers import assert_exact_citations, info_for

SAMPLES = Path(__file__).parent / "samples"


def _log(failures: int, detail_lines: int) -> Document:
    """Filler, then failures each with an error line and a window of detail lines."""
    lines = [f"step {n}: compiling unit {n}" for n in range(1, 40)]
    for index in range(failures):
        lines.append(f"error[E{index:04}]: failure number {index} broke")
        lines += [f"    detail {d} of failure {index}" for d in range(detail_lines)]
        lines.append("")
    return Document("\n".join(lines).encode())


def _builder(doc: Document, budget: int, *, dense: bool) -> PacketBuilder:
    builder = PacketBuilder("test@1", doc, info_for(doc), budget, dense=dense)
    for index, number in enumerate(_error_lines(doc)):
        builder.cite(number, number + 8, "failure", 50.0 - index)
    return builder


def _error_lines(doc: Document) -> list[int]:
    return [n for n in range(1, doc.line_count + 1) if doc.line(n).startswith("error[")]


def test_a_dense_packet_cites_every_failures_first_line_before_any_windows_tail():
    doc = _log(failures=3, detail_lines=7)
    plain = _builder(doc, 420, dense=False).build().render()
    dense = _builder(doc, 420, dense=True).build()
    text = dense.render()
    assert all(f"failure number {i} broke" in text for i in range(3))
    assert "failure number 2 broke" not in plain, "a whole window took its bytes"
    assert dense.packet_bytes <= 420
    assert_exact_citations(dense, doc)


def test_a_dense_packet_spends_no_bytes_on_labels_or_blank_lines():
    doc = _log(failures=2, detail_lines=2)
    packet = _builder(doc, 2000, dense=True).build()
    assert packet.citations and all(c.label == "" for c in packet.citations)
    for citation in packet.citations:
        assert citation.excerpt.splitlines()[-1].strip(), "a block never ends on a blank line"
    assert "failure" in _builder(doc, 2000, dense=False).build().citations[0].label


def test_worth_counts_nothing_for_rules_and_little_for_a_bare_heading():
    assert worth("") == 0.0 and worth("  ------ ") == 0.0 and worth("│ ") == 0.0
    assert worth("failures:") == HEADING_SHARE and worth("Expected value:") == HEADING_SHARE
    assert worth("error: could not compile `money`") == 1.0
    assert worth("Killed") == 1.0


def test_a_field_the_cited_lines_show_is_not_rendered_but_kept_for_programs():
    doc = _log(failures=1, detail_lines=2)
    builder = _builder(doc, 600, dense=True)
    builder.set("error", "failure number 0 broke")
    builder.set("count", 1)
    packet = builder.build()
    assert packet.unshown == ["error"]
    assert "error: failure number 0 broke" not in packet.render()
    assert "count: 1" in packet.render(), "a number is never taken as shown"
    assert packet.as_json()["fields"]["error"] == "failure number 0 broke"
    assert packet.as_json()["unshown"] == ["error"]


def test_a_packet_that_hides_nothing_has_no_unshown_key():
    doc = _log(failures=1, detail_lines=2)
    builder = _builder(doc, 600, dense=False)
    builder.set("error", "failure number 0 broke")
    packet = builder.build()
    assert "unshown" not in packet.as_json()
    assert "error: failure number 0 broke" in packet.render()


def test_a_dense_escalation_names_the_one_range_around_what_weighs_most():
    doc = _log(failures=3, detail_lines=7)
    packet = _builder(doc, 300, dense=True).build()
    reason = packet.escalation.reason
    assert packet.escalation.recommended and "artifact_read L" in reason
    assert "," not in reason.split("artifact_read", 1)[1], "one range"


def test_terraform3_cites_each_kind_of_errors_summary_line_in_a_small_packet():
    doc = Document((SAMPLES / "terraform" / "validate_modules.txt").read_bytes())
    info = info_for(doc, family="terraform")
    newer = TERRAFORM3.reduce(doc, info, 400).render()
    older = TERRAFORM2.reduce(doc, info, 400).render()
    for summary in ("Error: Reference to undeclared input variable",
                    "Error: Reference to undeclared local value"):  # fmt: skip
        assert summary in newer
        assert summary not in older
    assert newer.count("Error: Reference to undeclared input variable") == 1, "its kind once"
