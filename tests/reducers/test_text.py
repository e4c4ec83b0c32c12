"""The generic text reducer on CI-shaped logs: what it cites around a failure, what it
skips as configuration, and how it shows tables, BuildKit steps and a failure's details.

The logs are written here in the formats GitHub Actions, Dependabot, BuildKit and Ginkgo
print (timestamps, `##[group]` blocks, `with:`/`env:` echoes, padded tables); the tool
itself does not run in a test.
"""

from __future__ import annotations

from harness.output.document import Document
from harness.reducers.families.text import TEXT
from harness.reducers.packet import render
from tests.reducers.helpers import assert_exact_citations, info_for

STAMP = "2026-04-23T10:41:40.9908657Z "


def reduce(lines: list[str], budget: int = 1024, stamped: bool = True):
    text = "\n".join(f"{STAMP}{line}" if stamped else line for line in lines) + "\n"
    doc = Document(text.encode())
    packet = TEXT.reduce(doc, info_for(doc), budget)
    assert packet.packet_bytes == len(render(packet, budget).encode()) <= budget
    assert_exact_citations(packet, doc)
    return packet, packet.render()


def padding(count: int) -> list[str]:
    return [f"Compiling module_{n}.js" for n in range(count)]


def test_a_steps_with_and_env_settings_are_not_evidence():
    lines = [
        "##[group]Run actions/cache@v4", "with:", "  path: **/node_modules",
        "  fail-on-cache-miss: false", "  error-on-missing: true", "env:",
        "  NODE_OPTIONS: --max-old-space-size=4096", "##[endgroup]", *padding(40),
        "##[group]Run yarn lint", "yarn lint", "##[endgroup]",
        "src/app.js: Unexpected token (3:7)", "error Command failed with exit code 2.",
        "##[error]Process completed with exit code 2.",
    ]  # fmt: skip
    packet, text = reduce(lines)
    assert "Unexpected token" in text and "exit code 2" in text
    assert "fail-on-cache-miss" not in text and "error-on-missing" not in text
    assert packet.fields["exit_status"] == 2


def test_an_error_table_is_cited_whole_and_shown_without_its_padding():
    rule, wide = "+" + "-" * 58 + "+", "+" + "-" * 28 + "+" + "-" * 28 + "+"
    lines = [
        *padding(60), "Dependabot encountered '1' error(s) during execution.", rule,
        "|" + "Errors".center(58) + "|", wide, "| Type" + " " * 23 + "| Details" + " " * 20 + "|",
        wide, "| security_update_not_needed | {" + " " * 26 + "|",
        '|                            |   "dependency-name": "rand" |', wide,
        *padding(5), "##[error]Dependabot encountered an error performing the update",
    ]  # fmt: skip
    packet, text = reduce(lines)
    assert "| security_update_not_needed | { |" in text
    assert '| | "dependency-name": "rand" |' in text
    assert "+---+---+" in text, "a rule shows three dashes a column"
    table = [c for c in packet.citations if "security_update_not_needed" in c.excerpt]
    assert table and " " * 20 in table[0].excerpt, "the citation keeps the exact padded text"


def test_a_source_gutter_is_not_taken_for_a_table():
    lines = [
        *padding(80), "lib/x.cpp:255:50: error: explicit instantiation of 'f' does not match",
        "  255 | extern template int f<int>(int);", "      |                  ^",
        "ninja: build stopped: subcommand failed.",
    ]  # fmt: skip
    _, text = reduce(lines, stamped=False)
    assert "      |                  ^" in text, "the caret keeps its column"


def test_a_buildkit_error_brings_the_line_that_names_its_step():
    lines = [
        "#72 [nydus 1/2] RUN wget https://example.com/nydus-static-v2.4.0.tgz", *padding(200),
        "#72 0.149 wget: server returned error: HTTP/1.1 502 Bad Gateway",
        "#72 ERROR: process \"/bin/sh -c wget ...\" did not complete successfully: exit code: 1",
        *padding(30), "ERROR: failed to solve: process did not complete successfully",
    ]  # fmt: skip
    packet, text = reduce(lines, 2048)
    assert "#72 [nydus 1/2] RUN wget" in text
    assert any(c.label == "build step" and c.start_line == 1 for c in packet.citations)


def test_the_details_under_a_failure_are_cited_down_to_the_blank_line():
    lines = [
        *padding(300), "• [FAILED] [1.014 seconds]", "PubSub [It] should ChannelMessage",
        "  [FAILED] Timed out after 1.001s.", "  Expected", "      <-chan *Message | len:0>",
        "  to receive something.", "  In [It] at: /work/pubsub_test.go:661", "",
        *padding(300), "FAIL! -- 1223 Passed | 1 Failed", "--- FAIL: TestGinkgoSuite (179.28s)",
    ]  # fmt: skip
    _, text = reduce(lines, 2048, stamped=False)
    assert "Timed out after 1.001s" in text
    assert "In [It] at: /work/pubsub_test.go:661" in text


def test_repeated_warnings_are_not_counted_in_the_summary_but_repeated_errors_are():
    warnings = [f'warning "pkg-{n}" has unmet peer dependency "react"' for n in range(12)]
    errors = [f"error: connection to db-{n} refused" for n in range(12)]
    quiet, _ = reduce([*warnings, *padding(100), "exit code 1"], stamped=False)
    loud, _ = reduce([*errors, *padding(100), "exit code 1"], stamped=False)
    assert not any("x like:" in line for line in quiet.summary)
    assert any(line.startswith("12x like: error: connection to") for line in loud.summary)


def test_a_cut_packet_says_so_once_in_its_escalation_line():
    packet, text = reduce([f"error: failure number {n} in a long line of text" for n in range(400)])
    assert packet.truncated and packet.escalation.recommended
    assert text.splitlines()[-1].startswith("[escalate: cut; artifact_read L")
    assert " truncated]" not in text.splitlines()[0], "the header does not repeat it"
