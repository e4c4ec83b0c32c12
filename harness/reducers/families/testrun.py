"""What the test-run reducers share: failures, their groups, landmarks, names, the finish.

pytest (with unittest and doctest), jest, mocha, node --test, Maven, CTest and JUnit
reports are read into `Failure`s: each failing test's error lines, location, name and
context. Failures that fail the same way (the same message, numbers aside) form a group,
cited once and counted. Every group's error lines rank above any group's location (what
was expected, in pytest@2, between the two), and those above the test names, so a small
budget shows each distinct failure once before it shows more of one. The lists of failing
tests take a share of the budget (`names_room`), and the generic evidence (`finish`, with
`cite_generic`) ranks below all of it, less what the report sections already said.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.builder import PacketBuilder
from harness.reducers.fallback import says_cause
from harness.reducers.families.text import cite_generic
from harness.reducers.families.traceback import NUMBERS
from harness.reducers.packet import Packet
from harness.reducers.progress import SuiteProgress, count

Span = tuple[int, int]
MAX_LANDMARKS = 50_000
"""Landmark lines weighed; on a huge output, the last ones (the report comes last)."""
WINDOW = 4 << 20
"""Bytes at the end of the output searched first for landmarks."""
NAMES_SHARE = 0.3
NAMES_OFFSET = 100
"""The lists of failing tests take NAMES_SHARE of the budget less NAMES_OFFSET bytes (what a
small budget needs for the counts and a summary line)."""
SAY_LIMIT = 150
RESULT = 100.0
MAIN, WHERE, HEADER = 80.0, 62.0, 50.0
"""Priorities of the first group's error lines, location and test name; each later group
ranks STEP lower in each tier, down to the tier's floor."""
MAIN_FLOOR, WHERE_FLOOR, HEADER_FLOOR = 45.0, 35.0, 25.0
DENSE_HEADER = 70.0
"""pytest@3: the line naming a failed test ranks above its location, next to its error."""
STEP = 3.0
LISTED, LISTED_FLOOR = 45.0, 20.0
"""A short-summary line (pytest) or FAIL line (jest) of each group or suite."""
GENERIC_SCALE = 0.3
"""The generic evidence, scaled to rank below every line chosen here."""
PASSED_EARLIER = 0.3
"""What `sniff` says of a log whose test run passed long before it ends."""
TRAILING = 4096
"""Characters after a passing run's result line past which the log is about something else."""
NOUNS = {"failed": "tests failed", "error": "errors", "suite": "suites failed to run"}
ESSENTIAL = ("outcome", "failed", "errors", "failed_tests", "error_tests", "failed_suites")
"""Fields kept longest when the budget is small (see PacketBuilder.essential)."""
FRAME_LINE = re.compile(r"^\s*at (?:.*\([^()]+:\d+:\d+\)|\S+:\d+:\d+)$")
"""A JavaScript stack frame (`at f (file.js:12:5)`), as jest and mocha print it."""
SAYS_WHAT = re.compile(
    r"(?i)assert|\berror\b|\bfail|fatal|panic|exception|abort|segmentation|sanitizer|"
    r"runtime error|expected|mismatch|leak|\bFAILED\b|terminate|timed? ?out|not found"
)
"""Words of a failing test's output line that says what went wrong (CTest, JUnit)."""
NOT_OWN = (
    "java.",
    "javax.",
    "jdk.",
    "sun.",
    "com.sun.",
    "org.junit.",
    "org.opentest4j.",
    "org.apache.maven.",
    "org.assertj.",
    "org.hamcrest.",
    "kotlin.",
    "org.mockito.",
    "junit.",
    "org.testng.",
    "worker.org.gradle.",
)
"""Java packages whose stack frames are not the project's own code (Maven, JUnit)."""
EXCEPTION_TYPE = re.compile(r"^(?:[\w$]+\.)*(?P<type>[\w$]*(?:Error|Exception|Failure)\w*)\b")
"""The type of a Java exception's line (`org.opentest4j.AssertionFailedError: ...`)."""


@dataclass
class Failure:
    """One failing test, collection error or suite, and its key lines."""

    name: str
    header: int
    kind: str = "failed"
    main: Span | None = None
    """The exception: `E` lines, a doctest's Expected/Got, a unittest or jest message."""
    details: list[Span] = field(default_factory=list)
    """Cited just below `main`: Expected/Received, a diff's changed lines."""
    where: int = 0
    """The location line (`path.py:12: AssertionError`) or stack frame."""
    context: list[Span] = field(default_factory=list)
    """Cited with the test's name: an earlier exception, errors in captured output."""
    text: str = ""
    """What the group is keyed by: the exception's text."""
    error_type: str = ""
    end: int = 0
    """The last line read."""
    expected: list[Span] = field(default_factory=list)
    """What was expected (a doctest's `Expected:`, an assertion diff's changed lines): cited
    below every group's error, above the locations."""
    place: str = ""
    """Where it failed (the location line's text): pytest@2 groups by it and the exception's
    type, since one assertion fails with other values in each parametrised test."""


@dataclass
class Group:
    failure: Failure
    members: list[str] = field(default_factory=list)


def group_failures(failures: Iterable[Failure]) -> list[Group]:
    """Failures that fail the same way (kind and message, numbers aside; or when the place is
    known, kind, type and place), in output order."""
    groups: dict[str, Group] = {}
    for failure in failures:
        key = failure.kind + "|" + NUMBERS.sub("#", failure.text[:300] or f"?{failure.name}")
        if failure.place:
            key = f"{failure.kind}|{failure.error_type or key}|{failure.place}"
        groups.setdefault(key, Group(failure)).members.append(failure.name)
    return list(groups.values())


def cite_groups(packet: PacketBuilder, groups: list[Group]) -> None:
    """Each group's first failure, a later group a little lower in each tier."""
    for rank, group in enumerate(groups):
        failure, step = group.failure, STEP * rank
        main = max(MAIN_FLOOR, MAIN - step)
        if failure.main:
            packet.cite(*failure.main, "error", main)
        for index, (start, end) in enumerate(failure.details):
            packet.cite(start, end, "", main - 1 - 0.1 * index)
        where = max(WHERE_FLOOR, WHERE - step)
        for index, (start, end) in enumerate(failure.expected):
            packet.cite(start, end, "", where + 2 - 0.1 * index)
        if failure.where:
            packet.cite(failure.where, None, "location", where)
        head = max(HEADER_FLOOR, (DENSE_HEADER if packet.dense else HEADER) - step)
        if failure.header:
            packet.cite(failure.header, None, failure.kind, head)
        for index, (start, end) in enumerate(failure.context):
            packet.cite(start, end, "", head - 1 - 0.5 * index)
    for group in sorted(groups, key=lambda g: -len(set(g.members)))[:2]:
        count, failure = len(set(group.members)), group.failure
        if count > 1:
            say(packet, f"{count} {NOUNS[failure.kind]} like {failure.name}: {failure.text}")


def say(packet: PacketBuilder, line: str) -> None:
    """A summary line no longer than the budget can carry."""
    packet.say(line[: max(60, min(SAY_LIMIT, packet.budget // 8))])


def set_names(packet: PacketBuilder, name: str, names: list[str], room: int) -> int:
    """As many names (unique, in order) as fit `room` bytes, the rest as a count.
    Returns the bytes taken."""
    unique = list(dict.fromkeys(names))
    kept: list[str] = []
    used = len(name) + 3
    for item in unique:
        if used + len(item) + 2 > room:
            break
        kept.append(item)
        used += len(item) + 2
    packet.set(name, kept)
    if len(kept) < len(unique):
        packet.set(f"{name}_more", len(unique) - len(kept))
    return used if kept else 0


def share_names(packet: PacketBuilder, lists: dict[str, list[str]], room: int) -> None:
    """Names (unique, in order) of each list taken in turns while they fit `room` bytes, so
    that no list crowds out the others; the rest of each as a count."""
    queues = {name: list(dict.fromkeys(names)) for name, names in lists.items()}
    kept: dict[str, list[str]] = {name: [] for name in queues}
    used, taking = 0, True
    while taking:
        taking = False
        for name, queue in queues.items():
            if len(kept[name]) < len(queue):
                item = queue[len(kept[name])]
                cost = len(item) + 2 + (0 if kept[name] else len(name) + 3)
                if used + cost <= room:
                    kept[name].append(item)
                    used, taking = used + cost, True
    for name, queue in queues.items():
        packet.set(name, kept[name])
        if len(kept[name]) < len(queue):
            packet.set(f"{name}_more", len(queue) - len(kept[name]))


def names_room(budget: int, offset: int = NAMES_OFFSET) -> int:
    return max(0, int(budget * NAMES_SHARE) - offset)


def landmarks(doc: Document, pattern: Any) -> list[int]:
    """The numbers of the last MAX_LANDMARKS lines where an RE2 `pattern` matches, each
    once, in order. Read from the end in growing windows: a huge output's early matches,
    which would be dropped anyway, cost nothing."""
    window = WINDOW
    while True:
        start = doc.raw_offset(doc.line_at(max(0, doc.size - window)))
        numbers = _matching_lines(doc, pattern, start)
        if len(numbers) >= MAX_LANDMARKS or start == 0:
            return numbers[-MAX_LANDMARKS:]
        window *= 4


def _matching_lines(doc: Document, pattern: Any, start: int) -> list[int]:
    numbers: list[int] = []
    for match in pattern.finditer(doc.data, start):
        number = doc.line_at(match.start())
        if not numbers or numbers[-1] != number:
            numbers.append(number)
    return numbers


def last_landmarks(doc: Document, pattern: Any) -> list[tuple[int, str]]:
    return [(n, doc.clean_line(n).rstrip()) for n in landmarks(doc, pattern)]


def finish(
    packet: PacketBuilder,
    doc: Document,
    info: ArtifactInfo,
    *,
    found: bool,
    covered: list[Span],
    routine: re.Pattern[str] | None = None,
    essential: tuple[str, ...] = ESSENTIAL,
    generic_summary: bool = True,
) -> Packet:
    """The generic evidence below the reducer's own, none of it from the `covered` spans
    (which the reducer has read; but for a line that says a cause, in a packet with the
    fallback) or a `routine` line (progress), then the packet, its
    `essential` fields kept longest. Without `generic_summary`, a report that was `found`
    keeps the summary to the reducer's own lines (the generic count of repeated lines
    mostly counts the report's tracebacks)."""
    before, said = len(packet.candidates), len(packet.summary)
    spans = merged(covered)
    starts = [start for start, _ in spans]
    read = (lambda n: within(spans, starts, n, n)) if packet.fallback else None
    cite_generic(packet, doc, info, scale=GENERIC_SCALE if found else 1.0, read=read)
    if found and not generic_summary:
        del packet.summary[said:]
    packet.candidates[before:] = [
        c
        for c in packet.candidates[before:]
        if (not within(spans, starts, c.start, c.end) or _cause(packet, c.start))
        and not (routine and c.start == c.end and routine.match(doc.clean_line(c.start)))
    ]
    if not found:
        packet.confidence = 0.6
    packet.essential = essential
    return packet.build()


def _cause(packet: PacketBuilder, number: int) -> bool:
    """Whether the fallback keeps a line the reducer has read: one that says a cause."""
    return packet.fallback and says_cause(packet.doc.clean_line(number))


def merged(spans: list[Span]) -> list[Span]:
    """The spans sorted, overlapping ones joined."""
    joined: list[Span] = []
    for start, end in sorted(spans):
        if joined and start <= joined[-1][1] + 1:
            joined[-1] = (joined[-1][0], max(joined[-1][1], end))
        else:
            joined.append((start, end))
    return joined


def within(spans: list[Span], starts: list[int], start: int, end: int) -> bool:
    """Whether lines `start` to `end` lie inside one of the (merged, sorted) spans."""
    index = bisect_right(starts, start) - 1
    return index >= 0 and end <= spans[index][1]


def passed_long_before(text: str, results: list[re.Match[str]]) -> bool:
    """Whether the last test run passed and much else follows it: what failed came later,
    and is another tool's (the test report was one step of a longer log)."""
    if not results:
        return False
    failing = re.search(r"(?i)\b(?:failed|failures?|errors?)\b", results[-1].group())
    return not failing and len(text) - results[-1].end() > TRAILING


def surefire(fields: Mapping[str, Any]) -> SuiteProgress | None:
    """Surefire's totals (tests run, failures, errors, skipped) as a run's counts: those that
    passed, and the failures and errors when there are some."""
    keys = ("tests", "failures", "errors", "skipped")
    run, failed, errored, skipped = (count(fields, key) for key in keys)
    if run is None or failed is None or errored is None or skipped is None:
        return None
    return SuiteProgress(run - failed - errored - skipped, failed or None, errored or None)
