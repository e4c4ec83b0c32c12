"""The mocha reducer, on real output: mocha 10.8.2 (with chai 4.5) recorded under
samples/mocha/ (spec, its colours, dot and min reporters), and mocha run here on a small
project when it is installed (it is not by default: node is, mocha is not).

The samples were recorded in /tmp/calc (and calc2, calc3, calc4 for many.txt, files.txt
and min.txt) with a project of test/calc.spec.js, test/store.spec.js, src/calc.js and a
local package node_modules/strict-config that throws, so that a failure's first stack
frame is a library's and the reducer has to find the project's.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers import Packet, ReducerSet
from harness.reducers.families.jest import JEST
from harness.reducers.families.mocha import MOCHA
from harness.reducers.families.pytest import PYTEST
from tests.reducers.helpers import newest
from tests.reducers.structured import BUDGETS, check, info, require, sample, samples

IN = " \u203a "
"""Between the titles of a test's path in `failed_tests`."""
FAILED = [
    f"calc{IN}add{IN}adds large numbers",
    f"calc{IN}parse{IN}rejects words",
    f"calc{IN}settings{IN}reads a bare flag",
    f"calc{IN}greet{IN}greets by name",
    f"calc{IN}greet{IN}shapes the object",
    f"store{IN}waits for the index",
    f"store{IN}rejects a bad key",
    f'store{IN}when closed{IN}"before each" hook: close the store for "refuses reads"',
]
KEY_LINES = [
    "AssertionError: expected 43 to equal 42",
    'TypeError: parse: not a number: "twelve"',
    'SyntaxError: strict-config: expected key=value, got "verbose"',
    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
    "AssertionError: expected { name: 'Ada', …(2) } to deeply equal { name: 'Ada', …(2) }",
    "Error: Timeout of 50ms exceeded.",
    "RangeError: key out of range: -1",
    "Error: store is closed",
]
OWN_FRAMES = [
    "at Context.<anonymous> (test/calc.spec.js:13:30)",
    "at parse (src/calc.js:11:11)",
    "at settings (src/calc.js:17:17)",
    "at Context.<anonymous> (test/store.spec.js:20:11)",
]
"""The first frame in the project's code of failures 1, 2, 3 and 7; failure 3's first
frame is in node_modules/strict-config."""
REPORTERS = ["spec.txt", "spec_color.txt", "dot.txt"]
"""One run of the same tests, shown by three reporters."""


def reduce(doc: Document, budget: int = 4096, family: str = "mocha") -> Packet:
    packet = MOCHA.reduce(doc, info(doc, family), budget)
    check(packet, doc, budget)
    return packet


def selected(doc: Document, family: str) -> Packet:
    packet = ReducerSet().reduce(doc, info(doc, family))
    check(packet, doc, packet.budget)
    return packet


def locations(packet: Packet) -> list[str]:
    return [c.excerpt for c in packet.citations if c.label == "location"]


@pytest.mark.parametrize("name", REPORTERS)
def test_it_reads_the_counts_and_names_every_failing_test(name):
    packet = reduce(sample("mocha", name))
    assert packet.reducer == "mocha@1"
    assert packet.summary[0] == "8 failing, 4 passing, 2 pending (mocha)"
    fields = packet.fields
    assert (fields["failing"], fields["passing"], fields["pending"]) == (8, 4, 2)
    assert fields["outcome"] == "failed"
    assert fields["failed_tests"] == FAILED
    assert fields["failed_specs"] == ["test/calc.spec.js", "test/store.spec.js"]
    assert fields["error_types"] == [
        "AssertionError", "TypeError", "SyntaxError", "Error", "RangeError",
    ]  # fmt: skip


@pytest.mark.parametrize("name", REPORTERS)
def test_it_cites_each_failures_header_message_and_first_own_frame(name):
    packet = reduce(sample("mocha", name))
    text = packet.render()
    for line in KEY_LINES:
        assert line in text, line
    for frame in OWN_FRAMES:
        assert frame in text, frame
    for title in ("adds large numbers:", "reads a bare flag:", "waits for the index:",
                  '"before each" hook: close the store for "refuses reads":'):  # fmt: skip
        assert title in text, title
    assert "  1) calc\n       add\n         adds large numbers:" in text, "the header, whole"
    for line in ("+ expected - actual", "-43", "+42", '-    "y"', '+    "z"'):
        assert line in text, line
    for excerpt in locations(packet):
        assert "node_modules" not in excerpt and "node:internal" not in excerpt


def test_a_failure_with_no_frame_of_the_projects_cites_no_location():
    packet = reduce(sample("mocha", "spec.txt"))
    timeout = next(c for c in packet.citations if "Timeout of 50ms" in c.excerpt)
    assert timeout.label == "error"
    assert not any("listOnTimeout" in excerpt for excerpt in locations(packet))


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("name", [p.name for p in samples("mocha")])
def test_it_stays_under_any_budget_and_cites_exactly(name, budget):
    packet = reduce(sample("mocha", name), budget)
    assert "failing" in packet.fields and "outcome" in packet.fields
    if budget >= 700 and packet.fields["failing"]:
        assert any(c.label == "error" for c in packet.citations), "a message first"


def test_at_a_small_budget_each_distinct_message_comes_before_more_of_one():
    text = reduce(sample("mocha", "spec.txt"), 1500).render()
    for line in KEY_LINES:
        assert line in text, line


def test_failures_that_fail_the_same_way_are_cited_once_and_counted():
    doc = sample("mocha", "many.txt")
    assert selected(doc, "process").reducer == newest("mocha")
    packet = reduce(doc, 700)
    text = packet.render()
    assert "40 tests failed like registry url" in text
    assert text.count("to match /\\/$/") == 1, "the group's message, once"
    assert "Error: Timeout of 20ms exceeded." in text, "the other failure"
    assert packet.summary[0] == "41 failing, 300 passing (mocha)"
    assert packet.fields["failing"] == 41, "the passing count may go first: the summary has it"
    big = reduce(doc, 4096)
    assert big.fields["passing"] == 300
    assert big.fields["failed_specs"] == ["test/many.spec.js"], "a timeout's path, as a frame's"
    assert big.fields["failed_tests_more"] == 41 - len(big.fields["failed_tests"])
    assert "at Context.<anonymous> (test/many.spec.js:16:44)" in big.render()


def test_a_title_that_is_a_file_is_the_failures_spec():
    packet = reduce(sample("mocha", "files.txt"))
    path = "tests/cases/compiler/returnTypeInference.ts"
    assert packet.fields["failed_specs"] == [path]
    assert packet.fields["failed_tests"] == [
        f"compiler baselines{IN}{path}{IN}returnTypeInference.ts matches its baseline"
    ]
    assert "AssertionError: expected 'Promise<void>' to equal 'Promise<undefined>'" in (
        packet.render()
    )


def test_a_passing_run():
    packet = reduce(sample("mocha", "passing.txt"))
    assert packet.summary[0] == "4 passing (mocha)"
    assert packet.fields["outcome"] == "passed"
    assert (packet.fields["failing"], packet.fields["passing"]) == (0, 4)
    assert "4 passing (13ms)" in packet.render()


# Mocha inside a CI log -----------------------------------------------------------------

STAMP = "2026-04-19T17:{:02d}:{:02d}.{:07d}Z "
BUILD = tuple(f"Finished \x1b[32mbuild-step-{n}\x1b[39m in {n * 7 % 90}ms" for n in range(350))
TAIL = [
    "Error in \x1b[31mruntests\x1b[39m in 1m 2.3s",
    "Error: Process exited with code: 1",
    "##[error]Process completed with exit code 1.",
    "Post job cleanup.",
    *[f"[command]/usr/bin/git config --local --unset-all http.extraheader.{n}" for n in range(40)],
]


def ci_log(output: bytes, before: Sequence[str] = BUILD, after: Sequence[str] = TAIL) -> Document:
    """The output as one step of a GitHub Actions log: timestamped, between a build's
    lines and the job's end."""
    lines = [*before, *output.decode().split("\n"), *after]
    stamped = [STAMP.format(n // 3600 % 60, n // 60 % 60, n) + line for n, line in enumerate(lines)]
    return Document("\n".join(stamped).encode())


@pytest.mark.parametrize("family", ["mocha", "tsc", "generic", "process"])
def test_in_a_ci_log_the_selector_picks_it_whatever_the_family(family):
    """A repository that builds with tsc and tests with mocha: its test job's family may
    say tsc; with no tsc diagnostic in it, the output is mocha's."""
    doc = ci_log(sample("mocha", "min.txt").data)
    assert MOCHA.sniff(doc, info(doc, family)) >= 0.9
    packet = selected(doc, family)
    text = packet.render()
    assert packet.reducer == newest("mocha")
    assert packet.summary[0] == "1 failing, 120 passing (mocha)"
    assert "compiler test genericReturnType.ts runs correctly:" in text, "the test's title"
    assert (
        "AssertionError: expected 'Add return type 'Foo<string>'' to equal "
        "'Add return type 'Foo<string, number>''"
    ) in text
    assert "at verifyBaseline (src/baseline.js:11:11)" in text


def test_in_a_ci_log_with_tsc_diagnostics_the_diagnostics_reducer_keeps_them():
    errors = [
        f"src/compiler/checker{n}.ts({n + 3},7): error TS2322: Type 'string' is not "
        "assignable to type 'number'."
        for n in range(4)
    ]
    doc = ci_log(sample("mocha", "min.txt").data, [*BUILD, *errors, "Found 4 errors."])
    assert MOCHA.sniff(doc, info(doc, "tsc")) < 0.5
    assert selected(doc, "tsc").reducer == newest("diagnostics")
    assert selected(doc, "mocha").reducer == newest("mocha")


def test_a_prefix_on_every_line_is_read_off():
    """A monorepo runner (turbo, lerna, docker compose) names the package on each line."""
    raw = bytes(sample("mocha", "spec.txt").data)
    doc = Document(b"".join(b"@calc/core:test: " + line + b"\n" for line in raw.split(b"\n")))
    packet = reduce(doc)
    assert packet.fields["failed_tests"] == FAILED
    assert packet.fields["pending"] == 2
    assert "at parse (src/calc.js:11:11)" in packet.render()


def test_two_runs_are_counted_together():
    raw = bytes(sample("mocha", "spec.txt").data) + bytes(sample("mocha", "files.txt").data)
    packet = reduce(Document(raw))
    assert packet.summary[0] == "9 failing, 7 passing, 2 pending (mocha, 2 runs)"
    assert len(packet.fields["failed_tests"]) == 9
    assert "returnTypeInference.ts matches its baseline:" in packet.render()


def test_a_log_whose_tests_passed_long_before_the_failure_is_not_claimed():
    later = [f"src/module_{n}.py:3: error: Name 'x' is not defined" for n in range(300)]
    doc = ci_log(sample("mocha", "passing.txt").data, [], later)
    assert MOCHA.sniff(doc, info(doc, "generic")) <= 0.3
    passing = sample("mocha", "passing.txt")
    assert MOCHA.sniff(passing, info(passing, "generic")) >= 0.9


def test_it_leaves_output_of_other_tools_alone():
    for family in ("jest", "pytest", "tsc", "cargo", "npm", "make"):
        for path in samples(family):
            doc = sample(family, path.name)
            assert MOCHA.sniff(doc, info(doc, "generic")) == 0, path
    for path in samples("mocha"):
        doc = sample("mocha", path.name)
        assert JEST.sniff(doc, info(doc, "generic")) == 0, path.name
        assert PYTEST.sniff(doc, info(doc, "generic")) == 0, path.name
    for raw in (b"  3 passing cars on the left\n" * 100, b"  1) first\n  2) second\n" * 100):
        doc = Document(raw)
        assert MOCHA.sniff(doc, info(doc, "generic")) == 0


def test_samples_are_real_mocha_output():
    """Recorded with mocha 10.8.2; guard against editing them by hand."""
    spec = sample("mocha", "spec.txt").data.decode()
    assert re.search(r"^  4 passing \(\d+ms\)\n  2 pending\n  8 failing\n\n  1\) calc$", spec, re.M)
    assert spec.endswith("\n\n\n")
    assert "\x1b[" in sample("mocha", "spec_color.txt").data.decode()
    assert sample("mocha", "min.txt").data.startswith(b"\x1b[2J\x1b[1;3H")


# Any mix of mocha-like lines -------------------------------------------------------------

FRAGMENTS = [
    "", "  ", "  12 passing (3s)", "  0 passing (1ms)", "  3 pending", "  2 failing",
    "  1 failing", "  1) suite", "  2) ", "  1) root test:", "       nested", "         title:",
    "       ", "     AssertionError: expected 'a' to equal 'b'", "     Error: boom",
    "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
    "+ actual - expected", "      + expected - actual", "      -a", "      +b", "      ",
    "      at Context.<anonymous> (test/a.spec.js:3:9)", "      at f (src/a.js:1:2)",
    "      at g (node_modules/lib/index.js:4:5)", "      at node:internal/timers:1:2",
    "    ✔ passes", "    - pending one", "npm ERR! Test failed.", "\x1b[31m  1) colour:\x1b[0m",
    "Error: Process exited with code: 1", "##[error]Process completed with exit code 1.",
]  # fmt: skip
LINE = st.one_of(
    st.sampled_from(FRAGMENTS),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=60),
    st.builds(lambda n, t: f"  {n}) {t}", st.integers(0, 12), st.sampled_from(["", "t:", "x"])),
)
EPILOGUE_LINES = st.builds(
    lambda passing, pending, failing: [
        f"  {passing} passing (5ms)", *([f"  {pending} pending"] if pending else []),
        *([f"  {failing} failing", ""] if failing else []),
    ],
    st.integers(0, 400), st.integers(0, 3), st.integers(0, 5),
)  # fmt: skip
FAILURE_LINES = st.builds(
    lambda number, depth, body: [
        f"  {number}) suite", *(f"     {'  ' * d}level {d}" for d in range(1, depth)),
        f"     {'  ' * depth}title {number}:", *body, "",
    ],
    st.integers(1, 5), st.integers(0, 4), st.lists(st.sampled_from(FRAGMENTS[13:25]), max_size=8),
)  # fmt: skip
"""What mocha prints, in pieces: an epilogue, a numbered failure (out of order, cut short,
mixed with anything), so that the examples reach the failures' parsing."""


@settings(max_examples=200, deadline=None)
@given(
    chunks=st.lists(
        st.one_of(LINE.map(lambda line: [line]), EPILOGUE_LINES, FAILURE_LINES), max_size=40
    ),
    prefix=st.sampled_from(["", "2026-05-04T06:35:53.1234567Z ", "pkg:test: ", "\x1b[90m"]),
    budget=st.sampled_from(BUDGETS),
)
def test_any_mix_of_mocha_like_lines_gives_a_packet_within_budget(chunks, prefix, budget):
    doc = Document("\n".join(prefix + line for chunk in chunks for line in chunk).encode())
    packet = MOCHA.reduce(doc, info(doc, "mocha"), budget)
    check(packet, doc, budget)
    assert packet.reducer == "mocha@1"


# Mocha run here --------------------------------------------------------------------------

CALC = """\
'use strict';

function add(a, b) {
  return a + b + (a > 10 ? 1 : 0);
}

function parse(text) {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) {
    throw new TypeError('not a number: ' + text);
  }
  return value;
}

module.exports = { add, parse };
"""
SPEC = """\
'use strict';
const assert = require('node:assert');
const { add, parse } = require('../src/calc');

describe('calc', function () {
  it('adds small numbers', function () {
    assert.strictEqual(add(1, 2), 3);
  });

  it('adds large numbers', function () {
    assert.strictEqual(add(20, 22), 42);
  });

  it('parses words', function () {
    assert.strictEqual(parse('twelve'), 12);
  });

  it('subtracts');

  describe('deep', function () {
    it('compares objects', function () {
      assert.deepStrictEqual({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] });
    });
  });
});
"""


def test_mocha_run_here(tmp_path: Path):
    """Real mocha (when installed) on a small project: the counts, titles and lines that
    matter, whatever its version prints around them."""
    mocha = require("mocha")
    (tmp_path / "src").mkdir()
    (tmp_path / "test").mkdir()
    (tmp_path / "src" / "calc.js").write_text(CALC)
    (tmp_path / "test" / "calc.spec.js").write_text(SPEC)
    done = subprocess.run([mocha], cwd=tmp_path, capture_output=True, timeout=120, check=False)
    doc = Document(done.stdout + done.stderr)
    packet = reduce(doc)
    assert packet.reducer == "mocha@1"
    assert (packet.fields["failing"], packet.fields["passing"], packet.fields["pending"]) == (
        3, 1, 1,
    )  # fmt: skip
    assert packet.fields["failed_tests"] == [
        f"calc{IN}adds large numbers", f"calc{IN}parses words", f"calc{IN}deep{IN}compares objects",
    ]  # fmt: skip
    assert packet.fields["failed_specs"] == ["test/calc.spec.js"]
    text = packet.render()
    assert "TypeError: not a number: twelve" in text
    assert "at parse (src/calc.js:10:11)" in text
    assert "AssertionError [ERR_ASSERTION]: Expected values to be strictly" in text
