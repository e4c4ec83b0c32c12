"""node --test: Node's built-in test runner, in its TAP and spec reporters.

Outside a terminal (CI) `node --test` prints TAP; each failing test is a `not ok` line
followed by an indented YAML block:

    not ok 26 - lowercases and dashes spaces
      ---
      location: '/src/test/math.test.js:6:3'
      failureType: 'testCodeFailure'
      error: |-
        Expected values to be strictly equal:
        + 'hello_world'
        - 'hello-world'
      stack: |-
        TestContext.<anonymous> (file:///src/test/math.test.js:7:12)
      ...

A suite whose tests failed is `not ok` too, with `failureType: 'subtestsFailed'`: it is
not a failure of its own, and only names the path of the tests in it. The run ends with
`# tests 51`, `# pass 46`, `# fail 4`... The spec reporter (`--test-reporter=spec`, the
default in a terminal) prints the same counts after an info sign (U+2139), then lists every
failure again after `✖ failing tests:`, as `test at <file:line:col>`, `✖ <title> (<time>)`
and the indented error. Other TAP producers (tape, node-tap) print `not ok` lines with a
YAML block as well, and are read the same way.

For each failure the packet cites its error (the message, and the changed lines of an
assertion's diff), its location and first own stack frame, and its `not ok`/`✖` line.
Fields: the counts, `failed_tests` (each title path joined by jest's separator),
`failed_files` and `error_codes`. Failures that fail the same way are cited once and
counted (testrun.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.testrun import (
    HEADER,
    HEADER_FLOOR,
    MAIN,
    PASSED_EARLIER,
    RESULT,
    STEP,
    WHERE,
    WHERE_FLOOR,
    Failure,
    Span,
    finish,
    group_failures,
    landmarks,
    names_room,
    say,
    set_names,
)
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress, suite_progress

INFO = "\u2139"
"""The spec reporter's mark before each count."""
COUNTED = "tests|suites|pass|fail|cancelled|skipped|todo"
MARKS = re2.compile(
    rf"not ok \d|(?:#|{INFO}) (?:{COUNTED}) \d|✖ failing tests:|test at \S+:\d+:\d+".encode()
)
"""`not ok` lines, the counts in both reporters, and the spec reporter's failure list."""
NOT_OK = re.compile(r"^(?P<indent> *)not ok \d+(?: -)? ?(?P<title>.*?)(?: # (?:SKIP|TODO)\b.*)?$")
COUNT = re.compile(rf"^(?:#|{INFO}) (?P<what>{COUNTED}) (?P<n>\d+)\s*$")
SUBTEST = re.compile(r"^(?P<indent> *)# Subtest: (?P<title>.*)$")
YAML_KEY = re.compile(r"^(?P<key>[A-Za-z_]+):(?: (?P<value>.*))?$")
FAILING_LIST = "✖ failing tests:"
TEST_AT = re.compile(r"^test at (?P<where>\S+:\d+:\d+)\s*$")
CROSS = re.compile(r"^(?P<indent> *)✖ (?P<title>.+?)(?: \([\d.]+m?s\))?\s*$")
FRAME = re.compile(r"^\s*(?:at )?(?:async )?\S.*?\(?(?:file://)?(?P<file>/?[^\s():]+):\d+:\d+\)?$")
NOT_OWN = ("node_modules", "node:", "(<anonymous>)", "internal/")
CHANGED = re.compile(r"^\s*[-+] (?!actual - expected|expected - actual)")
ERROR_TYPE = re.compile(r"^(?P<type>[A-Z]\w*(?:Error|Exception))\b")
SUITE_FAILED = ("subtestsFailed",)
CRASH = re.compile(r"^(?:[A-Z]\w*Error|Error)(?: \[\w+\])?: \S")
CRASH_LINES = 200
"""Lines above a crashed test file's result searched for its error."""
SEP = " \u203a "
"""Between the titles of a failing test's path (jest's and mocha's separator)."""
BLOCK_LINES = 400
"""Lines read of one failure's YAML block or error."""
DIFF_LINES = 6
DIFF_SPAN = 8
"""Lines from a message to the end of its diff for the two to be cited as one."""
MAX_FAILURES = 2000
TRAILING = 4096
"""Characters after a passing run's counts past which the log is about something else."""
ESSENTIAL = ("outcome", "fail", "failed_tests")


@dataclass
class Run:
    """What the reducer made of a node --test output."""

    counts: dict[str, int] = field(default_factory=dict)
    count_lines: list[int] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    starts: dict[int, int] = field(default_factory=dict)
    """Each failure's first cited line (a spec failure's `test at` line), by its header."""
    files: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    covered: list[Span] = field(default_factory=list)


class NodeTestReducer(BaseReducer):
    name = "nodetest"
    version = 1
    families = ("nodetest", "node", "tap")
    features = {"dense": 2, "fallback": 3, "lean": 4, "clipped": 5, "honest": 6}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        run = read_run(doc)
        if not (run.failures or run.counts):
            return 0.0
        if not run.failures and run.count_lines:
            after = doc.size - doc.raw_offset(run.count_lines[-1])
            return PASSED_EARLIER if after > TRAILING else 0.85
        return 0.95 if run.counts else 0.8

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        run = read_run(doc)
        say_counts(packet, run)
        cite_failures(packet, run)
        if run.count_lines:
            fail = run.count_lines[0], run.count_lines[-1]
            packet.cite(*fail, "result", RESULT if not run.failures else HEADER_FLOOR - 1)
        node_fields(packet, run)
        return finish(
            packet,
            doc,
            info,
            found=bool(run.failures or run.counts),
            covered=run.covered,
            essential=ESSENTIAL,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return suite_progress(fields, passed="pass", failed="fail")


def read_run(doc: Document) -> Run:
    """The counts, and each failure: from the spec reporter's list when there is one (it
    repeats every failure of the tree above it), else from the `not ok` lines."""
    run = Run()
    marks = [(n, doc.clean_line(n).rstrip()) for n in landmarks(doc, MARKS)]
    listed = next((n for n, text in marks if text.strip() == FAILING_LIST), 0)
    for number, text in marks:
        counted = COUNT.match(text.strip())
        if counted:
            run.counts[counted["what"]] = int(counted["n"])
            run.count_lines.append(number)
        elif len(run.failures) >= MAX_FAILURES:
            continue
        elif listed and number > listed and (at := TEST_AT.match(text.strip())):
            read_listed(doc, run, number, at["where"])
        elif not listed and (not_ok := NOT_OK.match(text)):
            read_not_ok(doc, run, number, not_ok)
    run.covered += [(n, n) for n in run.count_lines]
    if listed:  # the tree above the list shows the same failures again
        run.covered.append((1, listed))
    return run


def read_not_ok(doc: Document, run: Run, number: int, found: re.Match[str]) -> None:
    """One `not ok` line and its YAML block; a suite that failed through its tests adds
    nothing (its tests are read on their own)."""
    indent = len(found["indent"])
    block = yaml_block(doc, number, indent)
    values = {key: (start, text) for key, start, text in yaml_values(block)}
    if values.get("failureType", (0, ""))[1].strip("'\"") in SUITE_FAILED:
        run.covered.append((number, block[-1][0] if block else number))
        return
    failure = Failure(title_path(doc, number, indent, found["title"]), number)
    if "error" in values:
        error_lines = [(n, t) for n, t in block if n >= values["error"][0]]
        read_error(failure, error_lines, inline=values["error"][1])
    shown = failure.main and failure.main[1] > failure.main[0]  # a diff: the values are in it
    for key in ("expected", "actual"):
        if key in values and values[key][1].strip() and not shown:
            failure.details.append((values[key][0], values[key][0]))
    where = values.get("location") or values.get("at")
    if where:
        run.files.append(where[1].strip("'\""))
        failure.context.append((where[0], where[0]))
    failure.where = own_frame([(n, t) for n, t in block if n >= values.get("stack", (0, ""))[0]])
    code = values.get("code", (0, ""))[1].strip("'\"")
    if code:
        run.codes.append(code)
    failure.end = block[-1][0] if block else number
    file_crash(doc, failure)
    run.failures.append(failure)
    run.covered.append((number, failure.end))


def yaml_block(doc: Document, number: int, indent: int) -> list[tuple[int, str]]:
    """The lines of the YAML block under a `not ok` line, without its `---` and `...`,
    dedented to the block's own indent."""
    opening = " " * (indent + 2) + "---"
    if number >= doc.line_count or doc.clean_line(number + 1).rstrip() != opening:
        return []
    lines: list[tuple[int, str]] = []
    closing = " " * (indent + 2) + "..."
    for line in range(number + 2, min(doc.line_count, number + BLOCK_LINES) + 1):
        text = doc.clean_line(line).rstrip()
        if text == closing:
            break
        lines.append((line, text[indent + 2 :]))
    return lines


def yaml_values(block: list[tuple[int, str]]) -> list[tuple[str, int, str]]:
    """The block's top-level keys: (key, line, the value on the key's line)."""
    values = []
    for number, text in block:
        found = YAML_KEY.match(text)
        if found:
            values.append((found["key"], number, found["value"] or ""))
    return values


def title_path(doc: Document, number: int, indent: int, title: str) -> str:
    """The test's title after the titles of the suites around it: each `# Subtest:` line
    above it at a smaller indent (node prints one before each suite and test)."""
    path, wanted = [title], indent - 4
    for line in range(number - 1, max(0, number - 50_000), -1):
        if wanted < 0:
            break
        found = SUBTEST.match(doc.clean_line(line).rstrip())
        if found and len(found["indent"]) == wanted:
            path.insert(0, found["title"])
            wanted -= 4
    return SEP.join(path)


def read_error(failure: Failure, lines: list[tuple[int, str]], inline: str = "") -> None:
    """The error's message (its first lines) and the changed lines of a diff in it. `lines`
    start at the message; `inline` is a YAML value on the key's line (`|-` says the text
    is on the lines below)."""
    first = lines[0][0]
    if inline and not inline.startswith("|"):
        failure.main = (first, first)
        failure.text = inline.strip("'\"")
        return
    body = _indented_body(lines[1:]) if inline else lines
    message = next(((n, t) for n, t in body if t.strip()), None)
    if message is None:
        return
    failure.text = message[1].strip()
    typed = ERROR_TYPE.match(failure.text)
    failure.error_type = typed["type"] if typed else ""
    changed = [(n, t) for n, t in body if CHANGED.match(t)][:DIFF_LINES]
    failure.text += "".join(" " + t.strip() for _, t in changed)
    if changed and changed[-1][0] - message[0] <= DIFF_SPAN:
        failure.main = (message[0], changed[-1][0])  # an assertion's message is its diff
    else:
        failure.main = (message[0], message[0])
        failure.details += [(n, n) for n, _ in changed]


def _indented_body(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of a YAML block scalar: those indented under its key (blank ones too)."""
    body = []
    for number, text in lines:
        if text and not text.startswith("  "):
            break
        body.append((number, text))
    return body


def own_frame(lines: list[tuple[int, str]]) -> int:
    """The first stack frame in the project's code (not node's, not a dependency's)."""
    for number, text in lines[1:BLOCK_LINES]:
        if FRAME.match(text) and not any(mark in text for mark in NOT_OWN):
            return number
    return 0


def read_listed(doc: Document, run: Run, number: int, where: str) -> None:
    """One failure in the spec reporter's list: `test at`, the `✖ title` line, the error
    (up to the next `test at`; a diff in it has blank lines)."""
    header = number + 1
    crossed = CROSS.match(doc.clean_line(header).rstrip()) if header <= doc.line_count else None
    if crossed is None:
        return
    failure = Failure(crossed["title"], header)
    lines = []
    for line in range(header + 1, min(doc.line_count, header + BLOCK_LINES) + 1):
        text = doc.clean_line(line).rstrip()
        if TEST_AT.match(text):
            break
        lines.append((line, text))
    while lines and not lines[-1][1]:  # the blank line before the next `test at`
        lines.pop()
    if lines:
        read_error(failure, [(n, t) for n, t in lines if not FRAME.match(t)][:40] or lines)
        failure.where = own_frame([(number, ""), *lines])
    failure.end = lines[-1][0] if lines else header
    if failure.text.strip("'\"") == "test failed":
        file_crash(doc, failure, tree_line(doc, crossed.group().strip(), number))
    run.files.append(where)
    run.failures.append(failure)
    run.starts[header] = number
    run.covered.append((number, failure.end))


def file_crash(doc: Document, failure: Failure, origin: int = 0) -> None:
    """A test file that could not run fails as `'test failed'`; why is in what the file
    printed to stderr, just above its result (for a failure in the spec reporter's list, its
    result in the tree above, line `origin`): the error line there."""
    if failure.text.strip("'\"") != "test failed":
        return
    below = origin or failure.header
    for line in range(below - 1, max(1, below - CRASH_LINES) - 1, -1):
        text = doc.clean_line(line).rstrip().removeprefix("# ")
        if CRASH.match(text):
            failure.main, failure.text = (line, line), text
            typed = ERROR_TYPE.match(text)
            failure.error_type = typed["type"] if typed else ""
            return


def tree_line(doc: Document, result: str, before: int) -> int:
    """The line above `before` where the spec reporter's tree shows the same `result`."""
    for line in range(1, before):
        if doc.clean_line(line).strip() == result:
            return line
    return 0


def cite_failures(packet: PacketBuilder, run: Run) -> None:
    """Each distinct failure (the first of those that fail the same way): its message, then
    its diff, location and own frame, then its header; a later group a little lower in each
    tier, every message above any other line."""
    groups = group_failures(run.failures)
    for rank, group in enumerate(groups):
        failure, step = group.failure, STEP * rank
        if failure.main:
            packet.cite(*failure.main, "error", max(WHERE + 2, MAIN - step))
        where = max(WHERE_FLOOR, WHERE - step)
        for index, (start, end) in enumerate(failure.details):
            packet.cite(start, end, "", where + 1 - 0.1 * index)
        for start, end in failure.context:
            packet.cite(start, end, "location", where + 0.5)
        if failure.where:
            packet.cite(failure.where, None, "location", where)
        start = run.starts.get(failure.header, failure.header)
        packet.cite(start, failure.header, "failed", max(HEADER_FLOOR, HEADER - step), "end")
    for group in sorted(groups, key=lambda g: -len(g.members))[:2]:
        if len(group.members) > 1:
            failure = group.failure
            say(packet, f"{len(group.members)} tests failed like {failure.name}: {failure.text}")


def say_counts(packet: PacketBuilder, run: Run) -> None:
    """`4 failing, 46 passing, 1 cancelled of 51 (node --test)`."""
    counts = run.counts
    failing = counts.get("fail", len(run.failures))
    parts = [f"{failing} failing"] if failing else []
    if "pass" in counts:
        parts.append(f"{counts['pass']} passing")
    parts += [f"{counts[k]} {k}" for k in ("cancelled", "skipped", "todo") if counts.get(k)]
    total = f" of {counts['tests']}" if "tests" in counts else ""
    if parts:
        packet.say(f"{', '.join(parts)}{total} (node --test)")


def node_fields(packet: PacketBuilder, run: Run) -> None:
    failing = run.counts.get("fail", 0) + run.counts.get("cancelled", 0)
    outcome = "failed" if failing or run.failures else "passed" if run.counts else "unknown"
    packet.set("outcome", outcome)
    for what in ("fail", "pass", "cancelled", "tests"):
        packet.set(what, run.counts.get(what))
    room = names_room(packet.budget)
    names = [failure.name for failure in run.failures]
    used = set_names(packet, "failed_tests", names, room * 2 // 3) if names else 0
    files = list(dict.fromkeys(run.files))
    if files:
        set_names(packet, "failed_files", files, room - used)
    packet.set("error_codes", list(dict.fromkeys(run.codes))[:6])


NODETEST = NodeTestReducer()
NODETEST2 = NodeTestReducer(version=2)
NODETEST3 = NodeTestReducer(version=3)
NODETEST4 = NodeTestReducer(version=4)
NODETEST5 = NodeTestReducer(version=5)
NODETEST6 = NodeTestReducer(version=6)
REDUCERS = [NODETEST, NODETEST2, NODETEST3, NODETEST4, NODETEST5, NODETEST6]
