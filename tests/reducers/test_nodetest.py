"""The node --test reducer, on real output: node's test runner is run here on a small project
(node is installed on these machines), in its TAP reporter (what CI gets) and its spec
reporter, and samples/nodetest/ keeps a recording of both (node 20.20, the project below
with test/broken.test.js importing a module that does not exist).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.nodetest import NODETEST
from tests.reducers.helpers import info_for, newest
from tests.reducers.toolchain import cited, line_of, reduce, run, sample

IN = " \u203a "
PROJECT = {
    "package.json": '{"name": "nt", "version": "1.0.0", "type": "module"}\n',
    "src/util.js": (
        "export function slugify(s) { return s.toLowerCase().replace(/ /g, '_'); }\n"
        "export function parsePort(s) { const n = Number(s); return Number.isNaN(n) ? 0 : n; }\n"
    ),
    "test/util.test.js": """\
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { slugify, parsePort } from '../src/util.js';
describe('slugify', () => {
  for (let i = 0; i < 30; i++) it(`keeps word ${i}`, () => assert.equal(slugify(`w${i}`), `w${i}`));
  it('dashes spaces', () => { assert.equal(slugify('Hello World'), 'hello-world'); });
  describe('unicode', () => {
    it('strips accents', () => assert.equal(slugify('Crème'), 'creme'));
  });
});
describe('parsePort', () => {
  it('reads a number', () => assert.equal(parsePort('8080'), 8080));
  it('rejects junk', async () => { await assert.rejects(async () => parsePort('x'), /invalid/); });
  it('answers in time', { timeout: 50 }, async () => {
    await new Promise(r => setTimeout(r, 400));
  });
});
""",
    "test/config.test.js": """\
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
test('loads the config file', async () => {
  JSON.parse(await readFile('config/app.json', 'utf8'));
});
""",
    "test/broken.test.js": """\
import { test } from 'node:test';
import { missing } from '../src/nope.js';
test('never runs', () => missing());
""",
}
FAILED = [
    f"slugify{IN}dashes spaces",
    f"slugify{IN}unicode{IN}strips accents",
    f"parsePort{IN}rejects junk",
    f"parsePort{IN}answers in time",
    "loads the config file",
]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("nodetest")
    for name, text in PROJECT.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def node_test(project: Path, *args: str) -> bytes:
    return run(["node", "--test", *args, "test/"], project, NO_COLOR="1")


@pytest.mark.parametrize("reporter", ["tap", "spec"])
def test_every_failure_is_named_with_its_error_and_the_counts(project: Path, reporter: str):
    """Tried: five failing tests in nested suites (two assertion diffs, a missing rejection,
    a timeout, a missing file) and a test file that cannot import, in both reporters."""
    packet, _ = reduce(NODETEST, node_test(project, f"--test-reporter={reporter}"), 4096)
    names = str(packet.fields["failed_tests"])
    if reporter == "tap":  # the spec reporter's list names the test alone, not its suites
        assert all(name in names for name in FAILED), names
    assert all(name.split(IN)[-1] in names for name in FAILED)
    assert packet.fields["outcome"] == "failed" and packet.fields["fail"] == 5
    assert packet.fields.get("cancelled") == 1, "node counts a timed-out test as cancelled"
    text = packet.render(4096)
    for evidence in ("+ 'hello_world'", "- 'hello-world'", "Missing expected rejection",
                     "test timed out after 50ms", "no such file or directory",
                     "Cannot find module"):  # fmt: skip
        assert evidence in text, evidence
    assert "util.test.js:6" in text, "the failing assertion's own frame or location"
    assert "(node --test)" in packet.summary[0]


def test_a_suite_that_failed_through_its_tests_is_not_a_failure_of_its_own(project: Path):
    packet, _ = reduce(NODETEST, node_test(project, "--test-reporter=tap"), 4096)
    names = str(packet.fields["failed_tests"]).split(", ")
    assert "slugify" not in names and "parsePort" not in names
    assert "1 subtest failed" not in packet.render(4096)


def test_a_small_budget_keeps_the_messages_before_anything_else():
    packet, doc = reduce(NODETEST, sample("nodetest", "tap.txt"), 700)
    lines = cited(packet)
    assert line_of(doc, "# Error [ERR_MODULE_NOT_FOUND]") in lines, "the broken file's reason"
    assert line_of(doc, "ENOENT: no such file") in lines
    assert line_of(doc, "+ 'hello_world'") in lines, "an assertion's diff with its message"
    assert line_of(doc, "# pass 46") not in lines, "the counts are in the summary already"


def test_the_spec_reporter_is_read_from_its_failure_list_not_twice():
    packet, doc = reduce(NODETEST, sample("nodetest", "spec.txt"), 1500)
    listed = line_of(doc, "✖ failing tests:")
    crash = line_of(doc, "Error [ERR_MODULE_NOT_FOUND]")
    assert crash < listed and crash in cited(packet), "a crashed file's error comes from above"
    others = [n for n in cited(packet) if n < listed and n != crash]
    assert not others, f"the tree repeats the list: {others}"


def test_a_passing_run_says_so_and_the_selector_picks_the_reducer(project: Path, tmp_path: Path):
    passing = tmp_path / "ok"
    (passing / "test").mkdir(parents=True)
    (passing / "test" / "a.test.js").write_text(
        "import { test } from 'node:test';\n"
        + "".join(f"test('case {i}', () => {{}});\n" for i in range(80))
    )
    packet, _ = reduce(NODETEST, node_test(passing), 1024)
    assert packet.fields["outcome"] == "passed" and packet.fields["pass"] == 80
    doc = Document(node_test(project))
    assert ReducerSet().reduce(doc, info_for(doc)).reducer == newest("nodetest")


def test_a_run_that_passed_long_before_the_log_ends_is_not_claimed(tmp_path: Path):
    """Tried: a passing node --test step followed by 8 KB of another tool's failure."""
    passing = tmp_path / "ok2"
    (passing / "test").mkdir(parents=True)
    (passing / "test" / "a.test.js").write_text(
        "import { test } from 'node:test';\ntest('a', () => {});\n"
    )
    later = b"".join(b"deploy: uploading chunk %d of 200\n" % i for i in range(200))
    data = node_test(passing) + later + b"Error: upload refused: 403 Forbidden\n"
    doc = Document(data)
    assert NODETEST.sniff(doc, info_for(doc)) < 0.5


tap_lines = st.sampled_from([
    "TAP version 13", "# Subtest: a", "not ok 1 - a", "ok 2 - b", "  ---", "  ...",
    "  error: |-", "    Expected values to be strictly equal:", "    + 'x'", "    - 'y'",
    "  location: '/t/a.test.js:3:1'", "  failureType: 'subtestsFailed'", "# fail 1",
    "\u2139 pass 3", "✖ failing tests:", "test at t/a.test.js:3:1", "✖ a (1.2ms)",
    "  'test failed'", "# Error: boom", "    at f (file:///t/a.js:1:2)", "", "1..2",
])  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(tap_lines, min_size=1, max_size=300), st.sampled_from([256, 700, 4096]))
def test_any_tap_shaped_text_gives_a_packet_under_budget_cited_exactly(lines, budget):
    reduce(NODETEST, "\n".join(lines).encode(), budget)
