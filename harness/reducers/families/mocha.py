"""mocha: the counts and the numbered failures that every reporter of mocha's prints.

Whatever the reporter (spec, dot, list...), mocha ends a run with its epilogue:

      310 passing (2s)
      1 pending
      2 failing

      1) suite name
           nested suite
             test title:
         AssertionError: expected 'a' to equal 'b'
          + expected - actual
          ...
          at Context.<anonymous> (test/x.spec.js:12:5)

The reducer finds the epilogue's `N passing (time)` lines in one RE2 pass (a
prefix that a CI system or a monorepo tool puts before every line is read off
the passing line and allowed on the others) and reads each numbered failure
after a `N failing` line: its header (the title path, one element a line, the
last ending in `:`), its message, the changed lines of its diff, and the first
stack frame in the project's code (not node_modules, not node's internals).

Fields: the counts (`passing`, `failing`, `pending`), `failed_tests` (each
title path joined by `SEP`), `failed_specs` (the test file a failure names: a
title that is a file, the file a timeout names, else the file of the test's
own `Context.<anonymous>` frame), and `error_types`. Failures that fail the
same way are cited once and counted (see testrun.py), and the generic evidence
ranks below them.

The counts are in the summary line, so they are cited high only when no
failure was read.
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
    FRAME_LINE,
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
    passed_long_before,
    say,
    set_names,
)
from harness.reducers.families.traceback import terminal_text
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress, suite_progress

MARKS = re2.compile(rb"\d+ passing|  \d+\)(?: |\r?\n|\r?$)")
"""The epilogue's first line, and lines that may head a numbered failure."""
PASSING = re.compile(r"^(?P<prefix>.*?)  (?P<count>\d{1,12}) passing \((?P<time>[^()]*)\)\s*$")
COUNT_LINE = re.compile(r"^  (?P<count>\d{1,12}) (?P<what>pending|failing)\s*$")
NUMBERED = re.compile(r"^  (?P<number>\d{1,12})\)(?: (?P<title>.*))?$")
DURATION = r"\d+(?:\.\d+)?\s?(?:ms|s|m|h|d)"
EPILOGUE = re.compile(rf"^(.*?)  \d+ passing \({DURATION}\)[ \t]*$", re.M)
FAILING_SNIFF = re.compile(
    rf"^.*?  \d+ passing \({DURATION}\)[ \t]*\n(?:.*?  \d+ pending[ \t]*\n)?.*?  [1-9]\d* failing"
    r"[ \t]*$",
    re.M,
)
LISTED_SNIFF = re.compile(r"^.*?  1\)(?: .*)?$", re.M)
TSC_DIAGNOSTIC = re.compile(r"\(\d+,\d+\): error TS\d+:")
"""tsc's own diagnostics: an output with them is the diagnostics reducer's."""
DIFF_HEADER = re.compile(r"^\s*\+ (?:expected - actual|actual - expected)\s*$")
"""mocha's diff (`+ expected - actual`), or the one in node's assert message."""
CHANGED = re.compile(r"^\s*[-+](?!\s*$)")
ERROR_TYPE = re.compile(r"^(?:Uncaught )?(?P<type>[A-Z][\w$]*(?:Error|Exception)|Error)\b")
HOOK = re.compile(r'^"(?:before|after) (?:all|each)" hook\b')
PATHLIKE = re.compile(r"^[\w@.~-]*(?:[/\\][\w@.~-]+)*\.(?:[cm]?[jt]sx?|coffee|mdx?)$")
TIMEOUT_FILE = re.compile(r"\((?P<file>[^()\s]+\.[cm]?[jt]sx?)\)\s*$")
FRAME_FILE = re.compile(r"\((?P<file>[^()]+):\d+:\d+\)$|^\s*at (?P<bare>\S+):\d+:\d+$")
NOT_OWN = ("node_modules", "node:", "(internal/", "(<anonymous>)")
ROUTINE = re.compile(r"^\s*(?:[✔✓√]|ok\b|$)")
"""A passing test's progress line (its title may hold words that read like errors), or a
blank line."""
SEP = " \u203a "
"""Between the titles of a failing test's path in `failed_tests`: jest's separator."""
FAILURE_LINES = 200
"""Lines read of one failure."""
TITLE_LINES = 12
MESSAGE_LINES = 3
DIFF_LINES = 6
MAX_FAILURES = 2000
NOUN = {"failed": "tests failed", "hook": "hooks failed"}
ESSENTIAL = ("outcome", "failing", "failed_tests")
"""Fields kept longest; the summary's first line has the other counts."""


@dataclass
class Epilogue:
    """One run's counts (its `N passing (time)` line and the two after it)."""

    number: int
    prefix: str
    passing: int
    pending: int = 0
    failing: int = 0
    last: int = 0
    """The epilogue's last counts line."""


@dataclass
class Run:
    """What the reducer made of a mocha output (one or more runs)."""

    epilogues: list[Epilogue] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    starts: dict[int, int] = field(default_factory=dict)
    """Each failure's header: its first line, by the line of its title's end."""
    specs: list[str] = field(default_factory=list)
    covered: list[Span] = field(default_factory=list)


class MochaReducer(BaseReducer):
    name = "mocha"
    version = 1
    families = ("mocha",)
    features = {"dense": 2, "fallback": 3, "lean": 4, "clipped": 5, "honest": 6}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        """High for an epilogue (higher with failures listed), low when a passing run is
        followed by much else, and below the diagnostics reducer's family bonus when the
        output holds tsc's diagnostics (a build that failed before or beside its tests)."""
        text = terminal_text(doc)
        epilogues = list(EPILOGUE.finditer(text))
        if not epilogues:
            return 0.0
        if FAILING_SNIFF.search(text):
            score = 0.95 if LISTED_SNIFF.search(text, epilogues[0].start()) else 0.9
        else:
            score = PASSED_EARLIER if passed_long_before(text, epilogues) else 0.9
        return min(score, 0.45) if TSC_DIAGNOSTIC.search(text) else score

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        run = read_run(doc)
        say_counts(packet, run)
        cite_failures(packet, run)
        cite_counts(packet, run)
        mocha_fields(packet, run)
        found = bool(run.epilogues)
        return finish(
            packet,
            doc,
            info,
            found=found,
            covered=run.covered,
            routine=ROUTINE,
            essential=ESSENTIAL,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return suite_progress(fields, passed="passing", failed="failing")


def read_run(doc: Document) -> Run:
    """Every epilogue, and the numbered failures listed after each `N failing` line."""
    run = Run()
    marks = [(n, doc.clean_line(n).rstrip()) for n in landmarks(doc, MARKS)]
    found = [(i, n, m) for i, (n, t) in enumerate(marks) if (m := PASSING.match(t))]
    for k, (index, number, passing) in enumerate(found):
        epilogue = read_epilogue(doc, number, passing)
        run.epilogues.append(epilogue)
        run.covered.append((number, epilogue.last))
        if epilogue.failing:
            after = found[k + 1] if k + 1 < len(found) else (len(marks), doc.line_count + 1, None)
            stop = after[1]
            headers = numbered(marks[index + 1 : after[0]], epilogue)
            for position, header in enumerate(headers):
                end = headers[position + 1] if position + 1 < len(headers) else stop
                failure, first = read_failure(doc, epilogue.prefix, header, end, run)
                run.failures.append(failure)
                run.starts[failure.header] = first
                run.covered.append((first, failure.end))
    return run


def read_epilogue(doc: Document, number: int, found: re.Match[str]) -> Epilogue:
    epilogue = Epilogue(number, found["prefix"], int(found["count"]), last=number)
    for following in range(number + 1, min(number + 2, doc.line_count) + 1):
        counted = COUNT_LINE.match(unprefixed(doc.clean_line(following).rstrip(), found["prefix"]))
        if counted is None:
            break
        setattr(epilogue, counted["what"], int(counted["count"]))
        epilogue.last = following
    return epilogue


def unprefixed(text: str, prefix: str) -> str:
    return text[len(prefix) :] if prefix and text.startswith(prefix) else text


def numbered(marks: list[tuple[int, str]], epilogue: Epilogue) -> list[int]:
    """The headers `1)`, `2)`, ... of the failures listed after the epilogue, in order:
    among `marks`, the landmarks up to the next epilogue."""
    headers: list[int] = []
    for number, text in marks:
        if number <= epilogue.last:
            continue
        if len(headers) >= MAX_FAILURES:
            break
        found = NUMBERED.match(unprefixed(text, epilogue.prefix))
        if found and text.startswith(epilogue.prefix) and int(found["number"]) == len(headers) + 1:
            headers.append(number)
    return headers


def read_failure(
    doc: Document, prefix: str, header: int, end: int, run: Run
) -> tuple[Failure, int]:
    """One numbered failure: its title path, message, diff and first own frame. Returns it
    (its `header` the title's last line) and the header's first line."""
    lines = [
        (n, unprefixed(doc.clean_line(n).rstrip(), prefix))
        for n in range(header, min(end, header + FAILURE_LINES))
    ]
    found = NUMBERED.match(lines[0][1])
    parts = [(found["title"] or "") if found else ""]
    last = 0
    while not parts[-1].endswith(":") and last + 1 < min(len(lines), TITLE_LINES):
        text = lines[last + 1][1]
        if text.strip() and not text.startswith(" " * (5 + 2 * (last + 1))):
            break  # (an empty title's line is blank: its indent was stripped)
        last += 1
        parts.append(text.strip())
    if not parts[-1].endswith(":"):
        last, parts = 0, parts[:1]
    parts[-1] = parts[-1].removesuffix(":")
    titles = [part for part in parts if part]
    name = SEP.join(titles) or f"failure {found['number'] if found else '?'}"
    kind = "hook" if titles and HOOK.match(titles[-1]) else "failed"
    failure = Failure(name, lines[last][0], kind)
    body = lines[last + 1 :]
    failure.end = _message(failure, body) or failure.header
    run.specs.append(_spec(titles, failure, body))
    return failure, header


def _message(failure: Failure, body: list[tuple[int, str]]) -> int:
    """The message, the diff's changed lines and the first own frame; returns the last line
    of the failure (its last frame, else its last line with text)."""
    texts = [(n, t) for n, t in body if t.strip()]
    frames = [(n, t) for n, t in texts if FRAME_LINE.match(t)]
    first = texts[0] if texts and not FRAME_LINE.match(texts[0][1]) else None
    if first:
        stop = first[0]
        for number, text in body[body.index(first) + 1 : body.index(first) + MESSAGE_LINES]:
            if not text.strip() or FRAME_LINE.match(text) or DIFF_HEADER.match(text):
                break
            stop = number
        failure.main = (first[0], stop)
        failure.text = first[1].strip()
        typed = ERROR_TYPE.match(failure.text)
        failure.error_type = typed["type"] if typed else ""
    diffs = [(n, t) for n, t in texts if DIFF_HEADER.match(t)]
    diff = next((n for n, t in diffs if "expected - actual" in t), diffs[0][0] if diffs else 0)
    if diff:
        before = next((n for n, _ in frames if n > diff), body[-1][0] + 1)
        changed = [
            (n, t)
            for n, t in texts
            if diff < n < before and CHANGED.match(t) and not DIFF_HEADER.match(t)
        ]
        failure.details.append((diff, diff))
        failure.details += [(n, n) for n, _ in changed[:DIFF_LINES]]
        failure.text += "".join(" " + t.strip() for _, t in changed[:DIFF_LINES])
    own = [n for n, t in frames if not any(mark in t for mark in NOT_OWN)]
    failure.where = own[0] if own else 0
    if frames:
        return _frames_end(body, frames[0][0])
    return texts[-1][0] if texts else 0


def _frames_end(body: list[tuple[int, str]], first: int) -> int:
    """The last line of the run of stack frames that starts at line `first`."""
    last = first
    for number, text in body:
        if number > first:
            if not FRAME_LINE.match(text):
                break
            last = number
    return last


def _spec(titles: list[str], failure: Failure, body: list[tuple[int, str]]) -> str:
    """The test file the failure names: a title that is a file path, the file a timeout
    names, else the file of the test's own frame (`Context.<anonymous>`)."""
    named = [title for title in titles if PATHLIKE.match(title) and not title.startswith(".")]
    if named:
        return named[-1]
    texts = dict(body)
    if failure.main:
        found = TIMEOUT_FILE.search(texts.get(failure.main[0], ""))
        if found and failure.text.startswith(("Error: Timeout", "Uncaught Error: Timeout")):
            return found["file"]
    for text in texts.values():
        if FRAME_LINE.match(text) and "Context.<anonymous>" in text:
            frame = FRAME_FILE.search(text)
            if frame and not any(mark in text for mark in NOT_OWN):
                return frame["file"] or frame["bare"] or ""
    return ""


def cite_failures(packet: PacketBuilder, run: Run) -> None:
    """Each distinct failure (the first of those that fail the same way): its message, then
    (a later failure a little lower in each tier) its diff and first own frame, then its
    header. Every failure's message ranks above any failure's other lines."""
    groups = group_failures(run.failures)
    for rank, group in enumerate(groups):
        failure, step = group.failure, STEP * rank
        main = max(WHERE + 2, MAIN - step)  # every message above any other line
        if failure.main:
            packet.cite(*failure.main, "error", main)
        where = max(WHERE_FLOOR, WHERE - step)
        for index, (start, end) in enumerate(failure.details):
            packet.cite(start, end, "", where + 1 - 0.1 * index)
        if failure.where:
            packet.cite(failure.where, None, "location", where)
        start = run.starts.get(failure.header, failure.header)
        packet.cite(start, failure.header, failure.kind, max(HEADER_FLOOR, HEADER - step), "end")
    for group in sorted(groups, key=lambda g: -len(g.members))[:2]:
        count, failure = len(group.members), group.failure
        if count > 1:
            say(packet, f"{count} {NOUN[failure.kind]} like {failure.name}: {failure.text}")


def cite_counts(packet: PacketBuilder, run: Run) -> None:
    """Each failing epilogue's counts, and the last one anyway: first when no failure was
    read, else below every failure (the summary line has them)."""
    last = run.epilogues[-1] if run.epilogues else None
    priority = RESULT if not run.failures else HEADER_FLOOR - 1
    for epilogue in run.epilogues:
        if epilogue.failing or epilogue is last:
            packet.cite(epilogue.number, epilogue.last, "result", priority - (epilogue is not last))


def totals(run: Run) -> dict[str, int]:
    """The counts of all the runs together."""
    return {
        what: sum(getattr(e, what) for e in run.epilogues)
        for what in ("failing", "passing", "pending")
    }


def say_counts(packet: PacketBuilder, run: Run) -> None:
    """The first summary line: `2 failing, 310 passing, 1 pending (mocha)`."""
    if not run.epilogues:
        return
    total = totals(run)
    counts = [f"{total['failing']} failing"] if total["failing"] else []
    counts.append(f"{total['passing']} passing")
    if total["pending"]:
        counts.append(f"{total['pending']} pending")
    runs = f", {len(run.epilogues)} runs" if len(run.epilogues) > 1 else ""
    packet.say(f"{', '.join(counts)} (mocha{runs})")


def mocha_fields(packet: PacketBuilder, run: Run) -> None:
    total = totals(run)
    packet.set("outcome", _outcome(run, total["failing"]))
    if run.epilogues:
        for what in ("failing", "passing", "pending"):
            packet.set(what, total[what] if what != "pending" or total[what] else None)
    room, files = names_room(packet.budget), specs(run.specs)
    reserved = min(room // 3, sum(len(spec) + 2 for spec in files) + len("failed_specs") + 3)
    room -= set_some(packet, "failed_tests", [f.name for f in run.failures], room - reserved)
    set_some(packet, "failed_specs", files, room)
    types = [f.error_type for f in run.failures if f.error_type]
    packet.set("error_types", list(dict.fromkeys(types))[:6])


def set_some(packet: PacketBuilder, name: str, names: list[str], room: int) -> int:
    """`set_names`, but nothing at all when not one name fits: a count of names that are
    not shown says no more than the summary's count, and takes room from the citations that
    show them."""
    unique = list(dict.fromkeys(names))
    if not unique or len(name) + len(unique[0]) + 5 > room:
        return 0
    return set_names(packet, name, unique, room)


def specs(found: list[str]) -> list[str]:
    """The spec files named, each once: an absolute path (a timeout's) as the relative one
    (a stack frame's) that it ends with, when there is one."""
    named = [spec for spec in dict.fromkeys(found) if spec]
    known = set(named)
    return list(dict.fromkeys(_known_suffix(spec, known) for spec in named))


def _known_suffix(spec: str, known: set[str]) -> str:
    parts = re.split(r"[/\\]", spec)
    return next((s for i in range(1, len(parts)) if (s := "/".join(parts[i:])) in known), spec)


def _outcome(run: Run, failing: int) -> str:
    if not run.epilogues:
        return "unknown"
    return "failed" if failing or run.failures else "passed"


MOCHA = MochaReducer()
MOCHA2 = MochaReducer(version=2)
MOCHA3 = MochaReducer(version=3)
MOCHA4 = MochaReducer(version=4)
MOCHA5 = MochaReducer(version=5)
MOCHA6 = MochaReducer(version=6)
REDUCERS = [MOCHA, MOCHA2, MOCHA3, MOCHA4, MOCHA5, MOCHA6]
