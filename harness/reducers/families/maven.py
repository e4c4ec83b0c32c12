"""Maven: the tests Surefire (or Failsafe) saw fail, the compiler's errors, the goal that failed.

A Maven build that fails its tests ends like this (colours aside):

    [ERROR] com.acme.SplitTest.noParts -- Time elapsed: 0.002 s <<< ERROR!
    java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
            at com.acme.SplitTest.noParts(SplitTest.java:7)
    ...
    [INFO] Results:
    [ERROR] Failures:
    [ERROR]   SplitTest.remainderGoesToFirstParts:6 array contents differ at index [0], ...
    [ERROR] Errors:
    [ERROR]   SplitTest.noParts:7 ArrayIndexOutOfBounds Index 0 out of bounds for length 0
    [ERROR] Tests run: 3, Failures: 1, Errors: 1, Skipped: 0
    [INFO] BUILD FAILURE
    [ERROR] Failed to execute goal ...:maven-surefire-plugin:3.2.5:test (default-test) on
            project ledger: There are test failures.

Each entry of the Results section names the test, the line of the test that failed and the
message in one line, so those are cited first; then each distinct failure's exception and
its first frame in the project's own code (not the JDK's, JUnit's or Maven's), then the
test's own report line. A build that fails to compile has instead
`[ERROR] /path/File.java:[6,16] cannot find symbol` (maven-compiler-plugin's form), with
`symbol:` and `location:` lines under it. The goal that
failed, with its reason, and the totals are cited below those.

Fields: `outcome`, the totals (`tests`, `failures`, `errors`, `skipped`), `failed_tests`
(`Class.method`), `error_types`, `compile_errors` (`File.java:line`) and `goal`.
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
    EXCEPTION_TYPE,
    HEADER,
    HEADER_FLOOR,
    MAIN,
    MAIN_FLOOR,
    NOT_OWN,
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
    surefire,
)
from harness.reducers.packet import Packet
from harness.reducers.progress import BuildProgress, Progress

MARKS = re2.compile(
    rb"<<< (?:FAILURE|ERROR)!|Results:|Failed to execute goal|BUILD (?:FAILURE|SUCCESS)|"
    rb"\.java:\[\d+,\d+\]"
)
"""Lines worth reading, found in the raw bytes (a Results section's totals are read with
the section)."""
TAG = r"^\[(?:ERROR|WARNING|INFO)\] ?"
TEST_REPORT = re.compile(
    r"^(?:\[(?:ERROR|WARNING)\] )?(?P<name>[^\s\[].*?)\s+(?:--\s+)?Time elapsed:.*"
    r"<<< (?P<kind>FAILURE|ERROR)!\s*$"
)
CLASS_COUNTS = ("[ERROR] Tests run:", "Tests run:")
"""A test class's counts line, which ends like a failing test's report in some versions."""
SECTION = re.compile(r"^\[(?:ERROR|WARNING)\] (?P<what>Failures|Errors|Flakes):\s*$")
ENTRY = re.compile(r"^\[(?:ERROR|WARNING)\]\s{2,}(?P<text>\S.*)$")
TOTALS = re.compile(
    TAG + r"Tests run: (?P<tests>\d+), Failures: (?P<failures>\d+), Errors: (?P<errors>\d+), "
    r"Skipped: (?P<skipped>\d+)\s*$"
)
"""A Results section's totals (a test class's own counts go on with `Time elapsed`)."""
GOAL = re.compile(
    r"^\[ERROR\] Failed to execute goal (?P<plugin>\S+)(?: \([^)]*\))? on project "
    r"(?P<project>[^:\s]+): (?P<reason>.*)$"
)
COMPILE_ERROR = re.compile(
    r"^\[ERROR\] (?P<file>\S[^:\[]*\.java):\[(?P<line>\d+),\d+\] ?(?P<message>.*)$"
)
COMPILE_DETAIL = re.compile(r"^\[ERROR\]\s+(?:symbol|location|required|found|reason):")
BUILD = re.compile(TAG + r"BUILD (?P<verdict>FAILURE|SUCCESS)\s*$")
SNIFF_VERDICT = re.compile(
    r"^\[INFO\] BUILD (?:FAILURE|SUCCESS)\s*$|^\[ERROR\] Failed to execute goal ", re.M
)
SNIFF_MAVEN = re.compile(r"^\[INFO\] (?:Scanning for projects|--- \S+ \S+:\S+)", re.M)
FRAME = re.compile(r"^\s+at (?P<where>[\w.$<>]+)\((?P<file>[^():]+)(?::\d+)?\)\s*$")
REPORT_LINES = 60
"""Lines read of one failing test's report (its exception and stack)."""
SECTION_LINES = 2000
ESSENTIAL = ("outcome", "failures", "errors", "failed_tests", "compile_errors")


@dataclass
class Build:
    """What the reducer read of a Maven output."""

    failures: list[Failure] = field(default_factory=list)
    entries: list[Span] = field(default_factory=list)
    """The Results sections' entries: `Class.method:line message`."""
    compile_errors: dict[str, Span] = field(default_factory=dict)
    """Each compiler error's lines, by its `File.java:line`."""
    totals: dict[str, int] = field(default_factory=dict)
    totals_lines: list[int] = field(default_factory=list)
    goal: int = 0
    goal_text: str = ""
    verdict: str = ""
    covered: list[Span] = field(default_factory=list)


class MavenReducer(BaseReducer):
    name = "maven"
    version = 1
    families = ("maven", "mvn")
    features = {"dense": 1, "fallback": 1, "lean": 1, "clipped": 2, "honest": 3}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        """High for Maven's verdict or its failed goal, low for its banners alone."""
        text = clean_head_and_tail(doc)
        if SNIFF_VERDICT.search(text):
            return 0.9
        return 0.4 if SNIFF_MAVEN.search(text) else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        build = read_build(doc)
        say_build(packet, build)
        cite_build(packet, build)
        build_fields(packet, build)
        found = bool(build.verdict or build.goal or build.failures or build.compile_errors)
        return finish(
            packet,
            doc,
            info,
            found=found,
            covered=build.covered,
            essential=ESSENTIAL,
            generic_summary=False,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """Compile errors, else Surefire's totals."""
        errors = fields.get("compile_errors")
        if isinstance(errors, list) and errors:
            return BuildProgress("maven", failures=((len(errors), "compile errors"),))
        return surefire(fields)


def read_build(doc: Document) -> Build:
    build = Build()
    for number in landmarks(doc, MARKS):
        text = doc.clean_line(number).rstrip()
        report = TEST_REPORT.match(text)
        if report and not text.startswith(CLASS_COUNTS):
            build.failures.append(read_report(doc, number, report))
        elif text.endswith("Results:"):
            read_results(doc, number, build)
        elif goal := GOAL.match(text):
            build.goal = number
            build.goal_text = f"{plugin_goal(goal['plugin'])} on {goal['project']}"
        elif compiled := COMPILE_ERROR.match(text):
            read_compile_error(doc, number, compiled, build)
        elif verdict := BUILD.match(text):
            build.verdict = verdict["verdict"]
    build.covered += [(f.header, f.end) for f in build.failures]
    return build


def read_report(doc: Document, header: int, found: re.Match[str]) -> Failure:
    """One failing test's report: its exception and its first frame in the project's code."""
    kind = "failed" if found["kind"] == "FAILURE" else "error"
    failure = Failure(test_name(found["name"]), header, kind)
    failure.end = header
    last = min(doc.line_count, header + REPORT_LINES)
    for number in range(header + 1, last + 1):
        text = doc.clean_line(number).rstrip()
        frame = FRAME.match(text)
        if not text.strip() or TEST_REPORT.match(text) or text.startswith("["):
            break
        failure.end = number
        if frame is None and failure.main is None:
            failure.main = (number, number)
            failure.text = text.strip()
            typed = EXCEPTION_TYPE.match(failure.text)
            failure.error_type = typed["type"] if typed else ""
        elif frame is not None and not failure.where and not frame["where"].startswith(NOT_OWN):
            failure.where = number
    return failure


def plugin_goal(plugin: str) -> str:
    """`artifact:goal` of `group:artifact:version:goal`: `maven-surefire-plugin:test`."""
    parts = plugin.split(":")
    return f"{parts[1]}:{parts[-1]}" if len(parts) >= 3 else plugin


def test_name(name: str) -> str:
    """`Class.method` of Surefire's `pkg.Class.method`, a parameterised test's `(int)[1]`
    dropped: every case of it is one name."""
    parts = name.split("(", maxsplit=1)[0].split(".")
    return ".".join(parts[-2:]) if len(parts) > 1 else name


def read_results(doc: Document, start: int, build: Build) -> None:
    """A Results section: its entries under `Failures:`/`Errors:`, and its totals."""
    last = start
    inside = False
    for number in range(start + 1, min(doc.line_count, start + SECTION_LINES) + 1):
        text = doc.clean_line(number).rstrip()
        totals = TOTALS.match(text)
        if totals:
            for key, value in totals.groupdict().items():
                build.totals[key] = build.totals.get(key, 0) + int(value)
            build.totals_lines.append(number)
            last = number
            break
        if SECTION.match(text):
            inside = True
        elif inside and ENTRY.match(text):
            build.entries.append((number, number))
        elif text not in ("[INFO]", "[ERROR]", "[WARNING]", ""):
            inside = False
        last = number
    build.covered.append((start, last))


def read_compile_error(doc: Document, number: int, found: re.Match[str], build: Build) -> None:
    """A compiler error and its `symbol:`/`location:` lines. Maven prints each error twice, in
    the compiler's output and again with the failed goal: the one with more lines is kept."""
    where = f"{found['file'].rsplit('/', 1)[-1]}:{found['line']}"
    end = number
    while end < min(doc.line_count, number + 4) and COMPILE_DETAIL.match(doc.clean_line(end + 1)):
        end += 1
    build.covered.append((number, end))
    known = build.compile_errors.get(where)
    if known is None or end - number > known[1] - known[0]:
        build.compile_errors[where] = (number, end)


def cite_build(packet: PacketBuilder, build: Build) -> None:
    """The Results entries and compiler errors first, then each distinct failure's exception,
    own frame and report line, then the failed goal and the totals."""
    for rank, (start, end) in enumerate(build.entries):
        packet.cite(start, end, "error", max(MAIN_FLOOR, MAIN + 2 - STEP * rank))
    for rank, (start, end) in enumerate(build.compile_errors.values()):
        packet.cite(start, end, "error", max(MAIN_FLOOR, MAIN + 2 - STEP * rank))
    # an entry already says the message: the exception line then adds its type only
    message = WHERE + 1 if build.entries else MAIN
    for rank, group in enumerate(group_failures(build.failures)):
        failure, step = group.failure, STEP * rank
        if failure.main:
            packet.cite(*failure.main, "error", max(WHERE_FLOOR, message - step))
        if failure.where:
            packet.cite(failure.where, None, "location", max(WHERE_FLOOR, WHERE - step))
        packet.cite(failure.header, None, failure.kind, max(HEADER_FLOOR, HEADER - step))
    nothing_read = not (build.entries or build.compile_errors or build.failures)
    if build.goal:
        packet.cite(build.goal, None, "result", RESULT if nothing_read else HEADER + 1)
    for number in build.totals_lines:
        packet.cite(number, None, "result", RESULT - 1 if nothing_read else HEADER_FLOOR - 1)


def say_build(packet: PacketBuilder, build: Build) -> None:
    """`3 tests: 1 failures, 1 errors (maven)` in Surefire's words, and
    `BUILD FAILURE: <plugin:goal> on <project>`."""
    totals = build.totals
    if totals:
        counts = [f"{totals[k]} {k}" for k in ("failures", "errors", "skipped") if totals[k]]
        say(packet, f"{totals['tests']} tests: {', '.join(counts) or 'all passed'} (maven)")
    if build.compile_errors:
        say(packet, f"{len(build.compile_errors)} compile errors (maven)")
    if build.verdict or build.goal_text:
        verdict = f"BUILD {build.verdict or 'FAILURE'}"
        say(packet, f"{verdict}: {build.goal_text}" if build.goal_text else verdict)


def build_fields(packet: PacketBuilder, build: Build) -> None:
    failed = build.verdict == "FAILURE" or bool(build.goal or build.failures)
    packet.set("outcome", "failed" if failed else "passed" if build.verdict else "unknown")
    for key in ("tests", "failures", "errors", "skipped"):
        packet.set(key, build.totals.get(key) if key in build.totals else None)
    room = names_room(packet.budget)
    if build.compile_errors:
        room -= set_names(packet, "compile_errors", list(build.compile_errors), room // 2)
    if build.failures:
        set_names(packet, "failed_tests", [f.name for f in build.failures], room)
    types = [f.error_type for f in build.failures if f.error_type]
    packet.set("error_types", list(dict.fromkeys(types))[:6] or None)
    packet.set("goal", build.goal_text or None)


MAVEN = MavenReducer()
MAVEN2 = MavenReducer(version=2)
MAVEN3 = MavenReducer(version=3)
REDUCERS = [MAVEN, MAVEN2, MAVEN3]
