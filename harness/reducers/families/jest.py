"""jest: the totals, the failing suites and each failure with its message and own frame.

The reducer finds jest's landmarks in one RE2 pass over the bytes and decodes only the
lines around them: the `Tests:` / `Test Suites:` / `Snapshots:` totals, the `FAIL path`
suites, and each failure (the `●` line naming suite and test): its message,
`Expected` and `Received`, the changed lines of a diff or snapshot, and the
first stack frame outside node_modules.

Failures that fail the same way are cited once and counted, and the generic evidence
ranks below them (testrun.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.testrun import (
    FRAME_LINE,
    LISTED,
    LISTED_FLOOR,
    MAIN,
    MAIN_FLOOR,
    PASSED_EARLIER,
    RESULT,
    STEP,
    Failure,
    Span,
    cite_groups,
    finish,
    group_failures,
    last_landmarks,
    names_room,
    passed_long_before,
    say,
    set_names,
)
from harness.reducers.families.traceback import terminal_text
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress, suite_progress

JEST_LANDMARKS = re2.compile(
    "FAIL\\b|● |Test Suites:|Tests:|Snapshots:|Summary of all failing tests"
    "|Snapshot Summary|No tests found".encode()
)
"""Not PASS: a big run prints millions of those, and a failure's lines end at one anyway."""
SUITE = re.compile(r"^\s*(?P<status>PASS|FAIL)\s+(?P<path>\S+)(?:\s+\([\d.]+ m?s\))?$")
BULLET = re.compile(r"^\s*● (?P<name>.+)$")
TOTALS = re.compile(r"^(?P<what>Test Suites|Tests|Snapshots):\s+(?P<counts>.+)$")
JEST_COUNT = re.compile(r"(\d+) (failed|passed|skipped|todo|pending|obsolete|total|written)")
VALUES = re.compile(r"^\s*(?:Expected|Received|Snapshot)\b[^:]{0,30}:")
DIFF_HEADER = re.compile(r"^\s*- (?:Expected|Snapshot)\b.*- \d+$")
CHANGED = re.compile(r"^\s*[-+] ")
CODE_POINTER = re.compile(r"^\s*>\s*\d+ \|")
JEST_ERROR = re.compile(
    r"^(?:(?P<error>[A-Z]\w*(?:Error|Exception))\b"
    r"|(?:Error: )?expect\(\w+\)(?:\.\w+)*\.(?P<matcher>\w+)\()"
)
JEST_SNIFF = re.compile(r"^\s*(?:PASS|FAIL)\s+\S+\.(?:test|spec)\.[cm]?[jt]sx?\b", re.M)
FAILURE_LINES = 200
MAX_UNBULLETED = 50
DIFF_LINES = 8
Marks = list[tuple[int, str]]


class JestReducer(BaseReducer):
    name = "jest"
    version = 1
    families = ("jest",)
    features = {"dense": 2, "fallback": 3, "lean": 4, "clipped": 5, "honest": 6}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        text = terminal_text(doc)
        results = list(re.finditer(r"^Tests: .*\d+ total$", text, re.M))
        if results and re.search(r"^Test Suites: .*\d+ total", text, re.M):
            return PASSED_EARLIER if passed_long_before(text, results) else 0.95
        if JEST_SNIFF.search(text) and ("● " in text or "Ran all test suites" in text):
            return 0.8
        if "No tests found, exiting with code" in text or "Ran all test suites" in text:
            return 0.6
        return 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        marks = [(n, t) for n, t in last_landmarks(doc, JEST_LANDMARKS) if is_jest_mark(t)]
        found = cite_totals(packet, doc, marks)
        failures, covered = read_jest_failures(doc, marks)
        groups = group_failures(failures)
        cite_groups(packet, groups)
        suites = cite_suites(packet, marks)
        jest_fields(packet, marks, failures, suites)
        return finish(packet, doc, info, found=found or bool(groups), covered=covered)

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return suite_progress(fields)


def is_jest_mark(text: str) -> bool:
    """Whether a landmark line is one of jest's: a suite, a failure, the totals..."""
    return bool(
        SUITE.match(text)
        or BULLET.match(text)
        or TOTALS.match(text)
        or text in ("Summary of all failing tests", "Snapshot Summary")
        or text.startswith("No tests found")
    )


def cite_totals(packet: PacketBuilder, doc: Document, marks: Marks) -> bool:
    """The last `Tests:`, `Test Suites:` and (failing) `Snapshots:` lines, the snapshot
    summary, and jest's 'No tests found'. Returns whether there were totals."""
    totals = {found["what"]: n for n, text in marks if (found := TOTALS.match(text))}
    if "Tests" in totals:
        packet.cite(totals["Tests"], None, "result", RESULT)
    for what in ("Test Suites", "Snapshots"):  # the tests' count says most; these after
        if what in totals and "failed" in doc.clean_line(totals[what]):
            packet.cite(totals[what], None, "result", MAIN_FLOOR - 1)
    for number, text in marks:
        if text == "Snapshot Summary":
            packet.cite(number + 1, None, "snapshots", MAIN - 2 * STEP)  # as the 3rd failure
    empty = [n for n, text in marks if text.startswith("No tests found")]
    if empty:
        packet.cite(empty[-1], None, "no tests", RESULT - 15)
        if len(empty) > 1:
            say(packet, f"{len(empty)}x: {doc.clean_line(empty[-1]).strip()}")
    return bool(totals)


def read_jest_failures(doc: Document, marks: Marks) -> tuple[list[Failure], list[Span]]:
    """Every failure once (jest's 'Summary of all failing tests' repeats them, and the
    repeat, nearer the totals, is the one kept), and the spans of all that were read."""
    failures: dict[tuple[str, str], Failure] = {}
    spans: list[Span] = []
    suite = ""
    for index, (number, text) in enumerate(marks):
        end = marks[index + 1][0] if index + 1 < len(marks) else doc.line_count + 1
        found = SUITE.match(text)
        if found:
            suite = found["path"] if found["status"] == "FAIL" else ""
            read = _unbulleted(doc, number, end) if suite else []
        elif (found := BULLET.match(text)) and found["name"] != "Console":
            read = [read_jest_failure(doc, number, found["name"], end)]
        else:
            read = []
        for failure in read:
            failures.pop((suite, failure.name), None)
            failures[(suite, failure.name)] = failure
            spans.append((failure.header, failure.end))
    return list(failures.values()), spans


def _unbulleted(doc: Document, number: int, end: int) -> list[Failure]:
    """Failures that a reporter prints under the FAIL line with no bullet: an unindented
    name over an indented message."""
    texts = dict(_until_suite(doc, number + 1, min(end, number + FAILURE_LINES)))
    last = max(texts, default=number) + 1
    names = [
        n
        for n in range(number + 1, last)
        if texts[n].strip()
        and not texts[n][0].isspace()
        and texts.get(n + 1, "")[:1].isspace()
        and texts[n + 1].strip()
    ]
    names = names[:MAX_UNBULLETED]
    bounds = [*names, last]
    return [read_jest_failure(doc, n, texts[n].strip(), bounds[i + 1]) for i, n in enumerate(names)]


def read_jest_failure(doc: Document, header: int, name: str, end: int) -> Failure:
    """A failure's message, Expected/Received or changed diff lines, and first own frame."""
    failure = Failure(name, header, "suite" if name == "Test suite failed to run" else "failed")
    lines = _until_suite(doc, header + 1, min(end, header + FAILURE_LINES))
    failure.end = lines[-1][0] if lines else header
    first = next(((n, t.strip()) for n, t in lines if t.strip()), None)
    if first:
        failure.main, failure.text = (first[0], first[0]), first[1]
        found = JEST_ERROR.match(failure.text)
        failure.error_type = (found["error"] or found["matcher"] or "") if found else ""
    _values(failure, lines)
    frames = [(n, t) for n, t in lines if FRAME_LINE.match(t)]
    own = [n for n, t in frames if "node_modules" not in t and "node:internal" not in t]
    failure.where = (own or [n for n, _ in frames] or [0])[0]
    return failure


def _until_suite(doc: Document, start: int, end: int) -> list[tuple[int, str]]:
    """Lines `start` to `end` (exclusive), clean, up to the next suite's PASS or FAIL line."""
    lines = []
    for number in range(start, end):
        text = doc.clean_line(number).rstrip()
        if SUITE.match(text):
            break
        lines.append((number, text))
    return lines


def _values(failure: Failure, lines: list[tuple[int, str]]) -> None:
    """Expected/Received lines, or a diff's header and its first changed lines; and the
    source line the failure points at."""
    diff = next((n for n, t in lines if DIFF_HEADER.match(t)), 0)
    values = [n for n, t in lines if VALUES.match(t) and not FRAME_LINE.match(t)]
    shown: list[int] = []
    if diff:
        failure.details.append((diff, diff + 1))
        shown = [
            n for n, t in lines if n > diff + 1 and CHANGED.match(t) and not CODE_POINTER.match(t)
        ][:DIFF_LINES]
        failure.details += [(n, n) for n in shown]
    elif values:
        shown = values[:4]
        failure.details.append((shown[0], shown[-1]))
    failure.text += "".join(" " + t.strip() for n, t in lines if n in shown)
    pointer = next((n for n, t in lines if CODE_POINTER.match(t)), 0)
    if pointer:
        failure.context.append((pointer, pointer))


def cite_suites(packet: PacketBuilder, marks: Marks) -> list[str]:
    """Each failing suite's first FAIL line; returns the failing suites' paths."""
    first: dict[str, int] = {}
    for number, text in marks:
        found = SUITE.match(text)
        if found and found["status"] == "FAIL":
            first.setdefault(found["path"], number)
    for rank, number in enumerate(first.values()):
        packet.cite(number, None, "suite", max(LISTED_FLOOR, LISTED - 2 * rank))
    return list(first)


def jest_fields(
    packet: PacketBuilder, marks: Marks, failures: list[Failure], suites: list[str]
) -> None:
    totals = {found["what"]: found["counts"] for _, text in marks if (found := TOTALS.match(text))}
    tests, suite_counts, snapshots = (
        {word: int(n) for n, word in JEST_COUNT.findall(totals.get(what, ""))}
        for what in ("Tests", "Test Suites", "Snapshots")
    )
    packet.set("outcome", _jest_outcome(totals, failures, marks))
    for name in ("failed", "passed", "skipped", "total"):
        packet.set(name, tests.get(name))
    packet.set("suites_failed", suite_counts.get("failed"))
    packet.set("snapshots_failed", snapshots.get("failed"))
    room = names_room(packet.budget)
    room -= set_names(packet, "failed_tests", [f.name for f in failures if f.kind != "suite"], room)
    set_names(packet, "failed_suites", suites, room)
    types = [f.error_type for f in failures if f.error_type]
    packet.set("error_types", list(dict.fromkeys(types))[:6])


def _jest_outcome(totals: dict[str, str], failures: list[Failure], marks: Marks) -> str:
    if "Tests" in totals or "Test Suites" in totals:
        failed = "failed" in totals.get("Tests", "") + totals.get("Test Suites", "")
        return "failed" if failed or failures else "passed"
    if any(text.startswith("No tests found") for _, text in marks):
        return "no tests"
    return "incomplete" if failures else "unknown"


JEST = JestReducer()
JEST2 = JestReducer(version=2)
JEST3 = JestReducer(version=3)
JEST4 = JestReducer(version=4)
JEST5 = JestReducer(version=5)
JEST6 = JestReducer(version=6)
REDUCERS = [JEST, JEST2, JEST3, JEST4, JEST5, JEST6]
