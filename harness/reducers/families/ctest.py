"""CTest: which tests failed and how, and what each failing test printed.

CTest prints one result line per test, and at the end its verdict:

    2/8 Test #2: fails ............................***Failed    0.00 sec
    test_fails.c:4: expected queue_len(5) == 5, got 3
    5/8 Test #3: aborts ...........................Subprocess aborted***Exception:   0.01 sec
    8/8 Test #5: hangs ............................***Timeout   1.00 sec

    14% tests passed, 6 tests failed out of 7

    The following tests FAILED:
              2 - fails (Failed)
              3 - aborts (Subprocess aborted)
    Errors while running CTest

A failing test's own output follows its result line under `--output-on-failure`, and
under `-V` comes anywhere with the test's number in front (`3: Assertion ... failed.`).
Of that output the lines that say what went wrong (an assertion, an error, a sanitizer's
report) are cited first, else its last lines; then each failing test's result line (its
status: `***Timeout`, `***Exception: SegFault`), then the verdict: the FAILED list, the
pass rate and `Errors while running CTest`.

Fields: `outcome`, `tests`, `failed`, `failed_tests` (`name (reason)` as the FAILED list
says it) and `reasons`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer, clean_head_and_tail
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.testrun import (
    HEADER_FLOOR,
    MAIN,
    MAIN_FLOOR,
    SAYS_WHAT,
    STEP,
    WHERE,
    WHERE_FLOOR,
    Span,
    finish,
    landmarks,
    names_room,
    say,
    set_names,
)
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress, SuiteProgress, count

MARKS = re2.compile(
    rb"Test +#\d+: |tests passed, \d+ tests? failed out of|The following tests |"
    rb"Errors while running CTest|Could not find executable"
)
"""Lines worth reading, found in the raw bytes."""
RESULT_LINE = re.compile(
    r"^\s*(?:\d+/\d+ )?Test\s+#(?P<number>\d+): (?P<name>\S+) \.*\s*(?P<status>.*?)"
    r"(?:\s+[\d.]+ sec)?\s*$"
)
PASSED = re.compile(r"^(?:Passed|\*\*\*(?:Not Run \(Disabled\)|Skipped))")
REASONS = (
    ("Timeout", "Timeout"),
    ("SegFault", "SEGFAULT"),
    ("Subprocess aborted", "Subprocess aborted"),
    ("Child aborted", "Child aborted"),
    ("Not Run", "Not Run"),
    ("Exception", "Exception"),
    ("Failed", "Failed"),
)
"""A result line's status, as the FAILED list words it."""
VERDICT = re.compile(r"^\d+% tests passed, (?P<failed>\d+) tests? failed out of (?P<tests>\d+)")
LISTED = re.compile(r"^\s+(?P<number>\d+) - (?P<name>\S+) \((?P<reason>[^)]*)\)\s*$")
LIST_HEAD = re.compile(r"^The following tests (?P<what>FAILED|did not run):\s*$")
ERRORS = "Errors while running CTest"
NOT_FOUND = re.compile(r"^(?:Could not find executable|Unable to find executable:) (?P<what>\S+)")
VERBOSE = re.compile(r"^(?P<number>\d+): (?P<text>.*)$")
START = re.compile(r"^(?:\s+Start\s+\d+: |test \d+$)")
"""A test starting (`-V` says `test 4` first): the output before it is not the last test's."""
SETUP = ("Test command:", "Working Directory:", "Test timeout computed", "Environment variables:")
"""What `-V` says of each test before it runs."""
SNIFF_VERDICT = re.compile(
    r"^\d+% tests passed, \d+ tests? failed out of \d+|^Errors while running CTest", re.M
)
SNIFF_CTEST = re.compile(r"^\s*\d+/\d+ Test\s+#\d+: ", re.M)
OUTPUT_LINES = 400
"""Lines of output read after one failing test's result line."""
SAYING_LINES = 2
TAIL_LINES = 2
"""Lines of a test's output cited: the first that say what went wrong, else its last."""
ESSENTIAL = ("outcome", "failed", "failed_tests")


@dataclass
class TestRun:
    """One failing test: its result line, reason and the lines of its output."""

    name: str
    number: int
    result: int = 0
    reason: str = ""
    output: list[int] = field(default_factory=list)


@dataclass
class Run:
    """What the reducer read of a CTest output."""

    failing: dict[str, TestRun] = field(default_factory=dict)
    """By test number: the tests whose result line or FAILED list entry says they failed."""
    listed: list[int] = field(default_factory=list)
    verdict: int = 0
    tests: int | None = None
    failed: int | None = None
    errors_line: int = 0
    not_found: list[int] = field(default_factory=list)
    covered: list[Span] = field(default_factory=list)


class CtestReducer(BaseReducer):
    name = "ctest"
    version = 1
    families = ("ctest",)
    features = {"dense": 1, "fallback": 1, "lean": 1, "clipped": 2, "honest": 3}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        """High for CTest's verdict, lower for its result lines alone."""
        text = clean_head_and_tail(doc)
        # plain substring tests first: the selector runs every sniff on every output
        if ("% tests passed" in text or ERRORS in text) and SNIFF_VERDICT.search(text):
            return 0.95
        return 0.4 if " Test " in text and SNIFF_CTEST.search(text) else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        run = read_run(doc)
        say_run(packet, run)
        cite_run(packet, doc, run)
        run_fields(packet, run)
        found = bool(run.failing or run.verdict)
        return finish(
            packet,
            doc,
            info,
            found=found,
            covered=run.covered,
            essential=ESSENTIAL,
            generic_summary=False,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """CTest counts tests run and tests failed."""
        run, failed = count(fields, "tests"), count(fields, "failed")
        if run is None or failed is None:
            return None
        return SuiteProgress(run - failed, failed or None)


def read_run(doc: Document) -> Run:
    run = Run()
    marks = landmarks(doc, MARKS)
    for number in marks:
        text = doc.clean_line(number).rstrip()
        if result := RESULT_LINE.match(text):
            read_result(doc, number, result, run)
        elif verdict := VERDICT.match(text):
            run.verdict = number
            run.tests, run.failed = int(verdict["tests"]), int(verdict["failed"])
        elif head := LIST_HEAD.match(text):
            read_list(doc, number, head["what"] == "FAILED", run)
        elif text.startswith(ERRORS):
            run.errors_line = number
        elif NOT_FOUND.match(text):
            run.not_found.append(number)
    read_verbose(doc, run)
    # by number, as the FAILED list has them (parallel runs finish in any order)
    run.failing = dict(sorted(run.failing.items(), key=lambda item: item[1].number))
    return run


def read_result(doc: Document, number: int, found: re.Match[str], run: Run) -> None:
    """A failing test's result line and, under `--output-on-failure`, the output after it."""
    status = found["status"]
    if PASSED.match(status):
        return
    test = run.failing.setdefault(found["number"], TestRun(found["name"], int(found["number"])))
    test.result = number
    test.reason = test.reason or reason_of(status)
    last = min(doc.line_count, number + OUTPUT_LINES)
    end = number
    for later in range(number + 1, last + 1):
        text = doc.clean_line(later).rstrip()
        if RESULT_LINE.match(text) or START.match(text) or VERDICT.match(text):
            break
        if text.strip():
            test.output.append(later)
        end = later
    run.covered.append((number, end))


def reason_of(status: str) -> str:
    return next((reason for word, reason in REASONS if word in status), status.strip("* "))


def read_list(doc: Document, start: int, failed: bool, run: Run) -> None:
    """The FAILED (or did not run) list: each entry's name and reason."""
    end = start
    for number in range(start + 1, min(doc.line_count, start + 10_000) + 1):
        entry = LISTED.match(doc.clean_line(number).rstrip())
        if entry is None:
            break
        end = number
        if failed:
            run.listed.append(number)
            key = entry["number"]
            test = run.failing.setdefault(key, TestRun(entry["name"], int(key)))
            test.reason = entry["reason"]
    run.covered.append((start, end))


def read_verbose(doc: Document, run: Run) -> None:
    """Under `-V` a test's output lines start with its number (`3: ...`): those of the
    failing tests, found in the raw bytes, the first and last OUTPUT_LINES of each."""
    if not run.failing:
        return
    numbers = "|".join(sorted(run.failing, key=len, reverse=True))
    pattern = re2.compile(rf"(?m)^(?:{numbers}): ".encode())
    found: dict[str, list[int]] = {}
    for number in landmarks(doc, pattern):
        line = VERBOSE.match(doc.clean_line(number).rstrip())
        if line and line["text"].strip() and not line["text"].startswith(SETUP):
            found.setdefault(line["number"], []).append(number)
    for key, lines in found.items():
        kept = lines[:OUTPUT_LINES] + lines[max(OUTPUT_LINES, len(lines) - OUTPUT_LINES) :]
        output = run.failing[key].output
        output[:] = sorted(set(output) | set(kept))


def cite_run(packet: PacketBuilder, doc: Document, run: Run) -> None:
    """The first failing test's telling output lines, the FAILED list and the pass rate;
    then each further test's output lines, and each failing test's result line."""
    for rank, test in enumerate(run.failing.values()):
        step = STEP * rank
        for index, (start, end) in enumerate(telling(doc, test.output)):
            packet.cite(start, end, "error", max(MAIN_FLOOR, MAIN + 2 - step - 0.5 * index))
        if test.result:
            packet.cite(test.result, None, "failed", max(WHERE_FLOOR, WHERE - step))
    for rank, number in enumerate(run.not_found):
        packet.cite(number, None, "error", max(WHERE_FLOOR, WHERE - STEP * rank))
    if run.listed:
        packet.cite(run.listed[0] - 1, run.listed[-1], "result", MAIN + 1, keep="start")
    if run.verdict:  # its counts are fields too
        packet.cite(run.verdict, None, "result", MAIN)
    if run.errors_line:
        packet.cite(run.errors_line, None, "result", HEADER_FLOOR)


def telling(doc: Document, output: list[int]) -> list[Span]:
    """The lines of a test's output to cite: the first that say what went wrong, else the
    last ones (a test that timed out or crashed often says nothing of it)."""
    saying = [n for n in output if SAYS_WHAT.search(doc.clean_line(n))][:SAYING_LINES]
    return [(n, n) for n in saying] or [(n, n) for n in output[-TAIL_LINES:]]


def say_run(packet: PacketBuilder, run: Run) -> None:
    """`2 tests failed (ctest)` when CTest's own verdict line, cited, is missing."""
    if not run.verdict and run.failing:
        say(packet, f"{len(run.failing)} tests failed (ctest)")


def run_fields(packet: PacketBuilder, run: Run) -> None:
    failed = bool(run.failing or run.failed or run.errors_line)
    packet.set("outcome", "failed" if failed else "passed" if run.verdict else "unknown")
    packet.set("tests", run.tests)
    packet.set("failed", run.failed)
    names = [f"{t.name} ({t.reason})" for t in run.failing.values()]
    room = names_room(packet.budget)
    if names and room > len(names[0]) + len("failed_tests") + 5:  # else only a count
        set_names(packet, "failed_tests", names, room)
    reasons = list(dict.fromkeys(t.reason for t in run.failing.values()))
    packet.set("reasons", reasons or None)


CTEST = CtestReducer()
CTEST2 = CtestReducer(version=2)
CTEST3 = CtestReducer(version=3)
REDUCERS = [CTEST, CTEST2, CTEST3]
