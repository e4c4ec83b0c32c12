"""JUnit XML reports: the failing test cases, what each says and where, and the totals.

Many tools write or print JUnit XML (`pytest --junitxml`, `ruff check --output-format=junit`,
`ctest --output-junit`, Maven Surefire's `TEST-*.xml`, jest-junit, gradle), and an agent
reads one when it prints a report or in a CI log:

    <testsuites name="ruff" tests="3" skipped="0" failures="3" errors="0">
        <testsuite name="src/app.py" tests="3" skipped="0" errors="0" failures="3" ...>
            <testcase name="org.ruff.F401" classname="src/app" line="1" column="8">
                <failure message="`os` imported but unused">line 1, col 8, `os` imported ...

It is read line by line, not parsed: a report may sit in a log between other lines, be
cut short, carry a CI timestamp on every line, or be all on one line (pytest writes its
passing cases on one). Each `<failure>` and `<error>` tag is found in the bytes by RE2;
its case is the `<testcase` before it, and its text runs to its closing tag (after a
self-closing one, as ctest writes, to the case's end: its `<system-out>` says what
happened). Of that text the lines that say what went wrong are cited (pytest's `E` lines,
else lines with an error's words, else the first ones), then its location (pytest's
`path.py:12: Error`, a stack's first frame in the project's own code, a `file:line`),
the case's `<testcase` line, and last the totals (`<testsuite ... failures="1">`).
A line is cited only when what it says shows: not when the tag starts past what the
packet shows of the line, nor when the line is longer than LONG_LINE (a report of 20 MB
on one line); the fields say what such lines hold.

Fields: `outcome`, `tests`, `failures`, `errors`, `skipped` (the report's own totals, else
counted), `failed_tests` (`classname.name`; the rule id alone where the class is a file,
as linters write it), `messages`, `types` and `locations` (`file:line`). XML's entities
(`&lt;`, `&#10;`) are unescaped in fields and summary; cited lines are the exact text.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers.base import BaseReducer, clean_head_and_tail
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.testrun import (
    EXCEPTION_TYPE,
    HEADER_FLOOR,
    NOT_OWN,
    PASSED_EARLIER,
    RESULT,
    SAYS_WHAT,
    TRAILING,
    Failure,
    Span,
    cite_groups,
    finish,
    group_failures,
    landmarks,
    names_room,
    say,
    share_names,
    surefire,
)
from harness.reducers.packet import Packet, line_limit
from harness.reducers.progress import Progress

MARKS = re2.compile(rb"<(?:testsuites?|failure|error)[\s/>]|</testsuites?>")
"""Lines worth reading, found in the raw bytes (passing cases are not: there may be
millions)."""
TAG = re.compile(r"<(?P<close>/)?(?P<tag>testsuites?|failure|error)(?=[\s/>])")
WHOLE_TAG = re.compile(r"<[\w:.-]+(?:\s+[\w:.-]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*(?P<closed>/?)>")
ATTRIBUTE = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
MARKUP = re.compile(
    r"<!\[CDATA\[|\]\]>|</?(?:system-out|system-err|failure|error|testcase)\b[^>]*>"
)
"""What is not the failure's text: CDATA brackets and the tags around it."""
E_LINE = re.compile(r"^E\s+\S")
"""pytest's lines of the exception."""
FRAME_LINE = re.compile(r"^at (?:(?:[\w.$-]+/)*(?P<where>[^\s(]+) ?\(.*\)|\S+:\d+(?::\d+)?)$")
"""A stack frame, Java's (`at java.base/java.util.List.of(List.java:3)`) or JavaScript's."""
FILE_LINE = re.compile(
    r"(?<![\w/.-])(?P<file>(?:[A-Za-z]:)?[\w./\\-]*[\w-]\.[A-Za-z]\w{0,7}):(?P<line>\d+)\b"
)
PY_FRAME = re.compile(r"File \"(?P<file>[^\"]+)\", line (?P<line>\d+)")
LIBRARY = ("site-packages/", "dist-packages/", "node_modules/", "/usr/lib/", "<frozen ", "node:")
SNIFF_SUITE = re.compile(
    r"^\s*(?:<\?xml[^>]*>\s*)?<testsuites?[\s>]|(?:^|>)\s*</testsuites?>", re.M
)
SNIFF_CASE = re.compile(r"(?:^|>)\s*<testcase[\s/>]|</testcase>", re.M)
SNIFF_FAILED = re.compile(r"<(?:failure|error)[\s/>]")
FAILING, PASSING = 0.97, 0.7
"""A failing report wins over a test runner's console output around it (pytest's 0.95); a
passing one over the generic reducer's family bonus (0.6), and only when nothing follows."""
COUNTS = ("tests", "failures", "errors", "skipped")
COUNTED = {
    "tests": b"<testcase",
    "failures": b"<failure",
    "errors": b"<error",
    "skipped": b"<skipped",
}
"""What is counted where the report gives no totals."""
LONG_LINE = 16 << 10
"""Bytes of a line past which it is not cited: the packet shows a few hundred characters
of it, and would carry the whole."""
TAG_LINES, TAG_CHARS = 20, 16 << 10
"""Lines and characters one tag may take (ctest writes an attribute a line)."""
BODY_LINES, BODY_CHARS = 300, 16 << 10
"""Lines, and characters of a line, read of one failure's text."""
CASE_LINES, CASE_CHARS = 40, 64 << 10
"""How far before its failure tag a case's `<testcase` tag is looked for."""
MAX_CASES = 500
TELLING_E, TELLING = 3, 2
"""pytest's `E` lines cited of a failure, else lines that say what went wrong."""
MESSAGE_CHARS = 160
NAMES_FLOOR = 4
"""The names, messages and locations may take a quarter of a small budget: a report on one
line shows little else."""
MAX_TYPES = 6
MAX_TOTALS = 3
ESSENTIAL = ("outcome", "failures", "failed_tests", "errors", "messages", "locations")

Lines = Callable[[int], str]
"""A line's clean text by its number, each read once."""


@dataclass
class Tag:
    """An opening tag: its attributes, where it starts and where it ends."""

    attrs: dict[str, str]
    line: int
    column: int
    end_line: int
    end_column: int
    closed: bool
    """It closes itself (`<failure message=""/>`)."""


@dataclass
class Case:
    """A failing case: what cite_groups reads, and its location for the fields."""

    failure: Failure
    location: str = ""
    hidden: bool = False
    """Its tag's line cannot show it (a report on one line)."""


@dataclass
class Report:
    """What the reducer read of a JUnit XML report (or several, or a log holding one)."""

    suites: list[tuple[str, Tag]] = field(default_factory=list)
    """`testsuites` and `testsuite` tags, in order."""
    closes: list[int] = field(default_factory=list)
    cases: list[Case] = field(default_factory=list)
    totals: dict[str, int] = field(default_factory=dict)
    covered: list[Span] = field(default_factory=list)


class JunitReducer(BaseReducer):
    name = "junit"
    version = 1
    families = ("junit",)
    features = {"dense": 1, "fallback": 1, "lean": 1, "clipped": 2, "honest": 2}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        """High for a report's tags with a failure in them, lower for a passing report that
        ends the output, and lower still for one followed by much else."""
        text = clean_head_and_tail(doc)
        # plain substring tests first: the selector runs every sniff on every output
        if "testcase" not in text or not (SNIFF_CASE.search(text) and SNIFF_SUITE.search(text)):
            return 0.0
        if SNIFF_FAILED.search(text):
            return FAILING
        end = text.rfind("</testsuite")
        return PASSING if end != -1 and len(text) - end <= TRAILING else PASSED_EARLIER

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        # one line index, shared by the report and the packet; from junit@2 the shared view
        clipped = self.read(doc) if self.clips else Clipped(doc.data)
        report = read_report(clipped, line_limit(budget))
        packet = PacketBuilder(self.key, clipped, info, budget, **self.packing())
        say_report(packet, report)
        cite_groups(packet, group_failures(case.failure for case in report.cases))
        cite_totals(packet, clipped, report)
        report_fields(packet, report)
        found = bool(report.suites or report.cases)
        return finish(
            packet,
            clipped,
            info,
            found=found,
            covered=report.covered,
            essential=ESSENTIAL,
            generic_summary=False,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """A JUnit report's totals count as Surefire's do."""
        return surefire(fields)


class Clipped(Document):
    """The output as the packet builder and the generic evidence read it: each line's clean
    text cut to LONG_LINE bytes, so that the regular expressions they run over the lines
    near the end do not run over a report's one line of 20 MB. Cited text is exact (`line`
    and `text` are not cut)."""

    def clean_line(self, number: int) -> str:
        return clean(self.raw_line(number)[:LONG_LINE].decode("utf-8", "replace"))


def read_report(doc: Document, shown: int) -> Report:
    """The suites' tags, the failing cases and the totals; a tag is cited only when it
    starts within the first half of the `shown` characters of its line."""
    report = Report()
    lines = line_reader(doc)
    for number in landmarks(doc, MARKS):
        for found in TAG.finditer(lines(number)):
            if found["close"]:
                if found["tag"].startswith("testsuite"):
                    report.closes.append(number)
            elif found["tag"].startswith("testsuite"):
                if tag := open_tag(doc, lines, number, found.start()):
                    report.suites.append((found["tag"], tag))
            elif len(report.cases) < MAX_CASES:
                read_case(doc, lines, report, found, number=number, shown=shown)
    report.totals = totals(doc, report)
    report.covered += spans(report, lines)
    return report


def line_reader(doc: Document) -> Lines:
    """Clean lines, whole (not cut as `Clipped.clean_line` cuts them), each read once: a
    report's one line may be 20 MB."""
    read: dict[int, str] = {}

    def line(number: int) -> str:
        if number not in read:
            read[number] = clean(doc.line(number))
        return read[number]

    return line


def open_tag(doc: Document, lines: Lines, number: int, column: int) -> Tag | None:
    """The tag that starts at `column` of line `number`, which may go on for some lines."""
    text = lines(number)[column : column + TAG_CHARS]
    end_line = number
    while (whole := WHOLE_TAG.match(text)) is None:
        if end_line >= min(doc.line_count, number + TAG_LINES) or len(text) >= TAG_CHARS:
            return None
        end_line += 1
        text += "\n" + lines(end_line)[:TAG_CHARS]
    last = text.rfind("\n", 0, whole.end())
    end_column = column + whole.end() if last == -1 else whole.end() - last - 1
    attrs = {m[1]: m[2] if m[2] is not None else m[3] for m in ATTRIBUTE.finditer(whole[0])}
    return Tag(attrs, number, column, end_line, end_column, whole["closed"] == "/")


def read_case(
    doc: Document, lines: Lines, report: Report, found: re.Match[str], *, number: int, shown: int
) -> None:
    """A `<failure>` or `<error>` tag: its case, its message and the lines of its text."""
    tag = open_tag(doc, lines, number, found.start())
    if tag is None:
        return
    case = case_before(doc, lines, number, found.start())
    attrs = case.attrs if case else {}
    # after a self-closing tag, what the case printed says what went wrong
    body = text_after(doc, lines, tag, "</testcase>" if tag.closed else f"</{found['tag']}>")
    telling = telling_lines(body)
    kind = "failed" if found["tag"] == "failure" else "error"
    failure = Failure(case_name(attrs), 0, kind, end=body[-1][0])
    failure.text = message_of(tag, body, telling)
    failure.error_type = type_of(tag, failure.text, [t for _, t in telling])
    hidden = not citable(doc, tag.line, tag.column, shown)
    if not hidden and (tag.attrs.get("message") or body_text(body[0][1])):
        failure.main = (tag.line, tag.end_line)  # not ctest's `<failure message=""/>`
    if case and citable(doc, case.line, case.column, shown):
        failure.header = case.line
    failure.details = [(n, n) for n, _ in telling if n != tag.line and citable(doc, n, 0, shown)]
    where, location = location_in(body)
    if where and citable(doc, where, 0, shown):
        failure.where = where
    suite = report.suites[-1][1].attrs if report.suites else {}
    report.cases.append(Case(failure, location or attribute_location(attrs, suite), hidden))
    report.covered.append((case.line if case else tag.line, failure.end))


def case_before(doc: Document, lines: Lines, number: int, column: int) -> Tag | None:
    """The `<testcase` tag a failure tag is in: the last one before it, unless a case
    closes in between."""
    for back in range(number, max(0, number - CASE_LINES), -1):
        text = lines(back)
        stop = column if back == number else len(text)
        floor = max(0, stop - CASE_CHARS)
        start = text.rfind("<testcase", floor, stop)
        if text.rfind("</testcase>", max(start, floor), stop) != -1:
            return None
        if start != -1:
            return open_tag(doc, lines, back, start)
    return None


def text_after(doc: Document, lines: Lines, tag: Tag, close: str) -> list[tuple[int, str]]:
    """The failure's text after its tag up to `close` (or the next case, in a report cut
    short), as (line, text) pairs: the first is what follows the tag on its line."""
    number, text = tag.end_line, lines(tag.end_line)[tag.end_column : tag.end_column + BODY_CHARS]
    found: list[tuple[int, str]] = []
    last = min(doc.line_count, tag.end_line + BODY_LINES)
    while True:
        ends = [at for at in (text.find(close), text.find("<testcase")) if at != -1]
        found.append((number, text[: min(ends)] if ends else text))
        if ends or number >= last:
            return found
        number += 1
        text = lines(number)[:BODY_CHARS]


def body_text(text: str) -> str:
    """A line of a failure's text as it reads: no CDATA or tags, entities unescaped."""
    return html.unescape(MARKUP.sub("", text)).strip()


def telling_lines(body: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines that say what went wrong: pytest's `E` lines, else lines with an error's
    words, else the first ones; never a stack's frames."""
    lines = [(n, body_text(t)) for n, t in body]
    lines = [(n, t) for n, t in lines if t and not FRAME_LINE.match(t)]
    e_lines = [(n, t) for n, t in lines if E_LINE.match(t)][:TELLING_E]
    saying = [(n, t) for n, t in lines if SAYS_WHAT.search(t)][:TELLING]
    return e_lines or saying or lines[:TELLING]


def message_of(tag: Tag, body: list[tuple[int, str]], telling: list[tuple[int, str]]) -> str:
    """The failure's message attribute, else the first line of its text that says
    something, on one line."""
    message = html.unescape(tag.attrs.get("message", "")).strip()
    if not message:
        texts = [t for _, t in telling] + [body_text(t) for _, t in body]
        message = next((t for t in texts if t), html.unescape(tag.attrs.get("type", "")))
    lines = (" ".join(line.split()) for line in message.splitlines())
    return " | ".join(line for line in lines if line)[:MESSAGE_CHARS]


def type_of(tag: Tag, message: str, telling: list[str]) -> str:
    """The exception's class (no package): the `type` attribute, else what the message or
    an `E` line starts with."""
    if kind := tag.attrs.get("type", ""):
        return html.unescape(kind).rsplit(".", 1)[-1]
    for text in [message, *(t.removeprefix("E").strip() for t in telling)]:
        if typed := EXCEPTION_TYPE.match(text):
            return typed["type"]
    return ""


def location_in(body: list[tuple[int, str]]) -> tuple[int, str]:
    """The line and `file:line` of the failure's first place in the project's own code
    (else the first place it names at all), or (0, "")."""
    first = (0, "")
    for number, raw in body:
        text = body_text(raw)
        found = PY_FRAME.search(text) or FILE_LINE.search(text)
        if found is None:
            continue
        frame = FRAME_LINE.match(text)
        own = not any(part in text for part in LIBRARY)
        own = own and not (frame and (frame["where"] or "").startswith(NOT_OWN))
        place = (number, f"{found['file']}:{found['line']}")
        if own:
            return place
        first = first if first[0] else place
    return first


def attribute_location(case: dict[str, str], suite: dict[str, str]) -> str:
    """`file:line` from the case's attributes; a linter's file is its suite's name, of
    which the case's class is the name without its extension."""
    line, owner = case.get("line", ""), case.get("classname", "")
    where = case.get("file", "")
    name = suite.get("name", "")
    if not where and owner and name.startswith(owner) and "." in name[len(owner) :]:
        where = name
    if not where:
        return ""
    return html.unescape(f"{where}:{line}" if line.isdigit() else where)


def case_name(attrs: dict[str, str]) -> str:
    """`classname.name`; the name alone where the class is a file or says nothing more."""
    name, owner = html.unescape(attrs.get("name", "")), html.unescape(attrs.get("classname", ""))
    said = name == owner or name.startswith(f"{owner} ")  # jest-junit's title path
    if not owner or "/" in owner or "\\" in owner or said:
        return name or owner or "?"
    return f"{owner}.{name}"


def citable(doc: Document, number: int, column: int, shown: int) -> bool:
    """Whether citing the line shows what starts at `column`: it starts within the first
    half of what the packet shows of a line, and the line is not huge."""
    end = doc.raw_offset(number + 1) if number < doc.line_count else doc.size
    return column <= shown // 2 and end - doc.raw_offset(number) <= LONG_LINE


def totals(doc: Document, report: Report) -> dict[str, int]:
    """The counts the outermost tags give (`testsuites`, else each `testsuite` summed);
    counted in the bytes for those they do not give."""
    outer = [tag for kind, tag in report.suites if kind == "testsuites" and "tests" in tag.attrs]
    chosen = outer or [tag for kind, tag in report.suites if kind == "testsuite"]
    found: dict[str, int] = {}
    for key in COUNTS:
        values = [int(tag.attrs[key]) for tag in chosen if tag.attrs.get(key, "").isdigit()]
        found[key] = sum(values) if values else count(doc, COUNTED[key])
    return found


def count(doc: Document, tag: bytes) -> int:
    """How often `tag` opens in the output (followed by a space, `/` or `>`)."""
    total, at = 0, doc.data.find(tag)
    while at != -1:
        total += doc.data[at + len(tag) : at + len(tag) + 1] in (b" ", b"\t", b"\n", b"/", b">")
        at = doc.data.find(tag, at + len(tag))
    return total


def spans(report: Report, lines: Lines) -> list[Span]:
    """The lines of each suite, from its tag (or the `<?xml` line before it) to the next
    closing tags: the reducer has read them (the generic evidence leaves them to it)."""
    found: list[Span] = []
    closes = set(report.closes)
    for _, tag in report.suites:
        at = bisect_left(report.closes, tag.end_line)
        end = report.closes[at] if at < len(report.closes) else tag.end_line
        while end + 1 in closes:  # `</testsuite>` then `</testsuites>`
            end += 1
        start = tag.line
        if start > 1 and lines(start - 1).startswith("<?xml"):
            start -= 1
        found.append((start, end))
    return found


def cite_totals(packet: PacketBuilder, doc: Document, report: Report) -> None:
    """The outermost tags with totals, and those of suites with failures: the report's
    verdict, below every failing case (or first when none was read)."""
    shown = line_limit(packet.budget)
    priority = HEADER_FLOOR - 1 if report.cases else RESULT
    failing = [
        tag
        for kind, tag in report.suites
        if kind == "testsuites"
        or any(tag.attrs.get(k, "0") not in ("", "0") for k in ("failures", "errors"))
    ]
    for tag in failing[:MAX_TOTALS]:
        if citable(doc, tag.line, tag.column, shown):
            packet.cite(tag.line, tag.end_line, "result", priority)


def say_report(packet: PacketBuilder, report: Report) -> None:
    """`junit: 3 failed, 1 error of 120 tests (ruff)`; and the first failure, when its own
    line cannot show it (a report on one line)."""
    counts = report.totals
    failed, errors, tests = counts["failures"], counts["errors"], counts["tests"]
    parts = [f"{failed} failed"] if failed else []
    parts += [f"{errors} error{'s' if errors > 1 else ''}"] if errors else []
    of = f" of {tests} tests" if tests else ""
    said = f"{', '.join(parts)}{of}" if parts else f"all {tests} tests passed"
    tool = tool_of(report)
    say(packet, f"junit: {said}" + (f" ({tool})" if tool else ""))
    first = report.cases[0] if report.cases else None
    if first and first.hidden:
        where = f" at {first.location}" if first.location else ""
        say(packet, f"{first.failure.kind}: {first.failure.name}{where}: {first.failure.text}")


def tool_of(report: Report) -> str:
    """The tool that wrote the report, when it names itself: by the name of its
    `testsuites` (`ruff`, `pytest tests`, `jest tests`), or Surefire's schema."""
    for kind, tag in report.suites:
        if "surefire" in tag.attrs.get("xsi:noNamespaceSchemaLocation", ""):
            return "surefire"
        words = tag.attrs.get("name", "").split()
        if kind == "testsuites" and words and re.fullmatch(r"[A-Za-z][\w-]*", words[0]):
            return words[0]
    return ""


def report_fields(packet: PacketBuilder, report: Report) -> None:
    counts = report.totals
    failing = bool(counts["failures"] or counts["errors"] or report.cases)
    packet.set("outcome", "failed" if failing else "passed" if report.suites else "unknown")
    for key in COUNTS:
        packet.set(key, counts[key])
    failures = [case.failure for case in report.cases]
    lists = {
        "failed_tests": [f.name for f in failures],
        "messages": [f.text for f in failures if f.text],
        "locations": [case.location for case in report.cases if case.location],
    }
    share_names(packet, lists, max(names_room(packet.budget), packet.budget // NAMES_FLOOR))
    types = list(dict.fromkeys(f.error_type for f in failures if f.error_type))
    packet.set("types", types[:MAX_TYPES] or None)


JUNIT = JunitReducer()
JUNIT2 = JunitReducer(version=2)
REDUCERS = [JUNIT, JUNIT2]
