"""CMake's configure and generate output, as the gcc reducer (from gcc@2) reads it.

An error or warning is a block: CMake's header (`CMake Error at CMakeLists.txt:12
(find_package):`, `CMake Error in src/CMakeLists.txt:`, `CMake Error: ...`, `CMake
Warning (dev) at ...`), the message under it (indented, in paragraphs between blank
lines, lists indented further) and its call stack. A block's place is the header's
`file:line (command)`, or, when that is in CMake's own modules (a find module,
FindPackageHandleStandardArgs), the first frame of its call stack outside them: the
project's call a person would change.

Around the blocks: the checks that failed (`-- Looking for strlcpy - not found`,
`-- Performing Test X - Failed`, pkg-config's `Package 'x' ... not found`), CMake's
verdict (`-- Configuring incomplete, errors occurred!`, `CMake Generate step failed.`),
its pointers to its logs (`See also ".../CMakeError.log"`) and, when a CI job prints
those logs, the headings of the checks' failed builds. The compiler errors in those
builds are the checks answering, not failures (the gcc reducer leaves them out).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from harness.reducers.builder import PacketBuilder
from harness.reducers.families.diagnostics import Lines, Room, indent

WORDS = (
    rb"CMake (?:Error|Warning|Deprecation)",
    rb"- not found",
    rb"- Failed",
    rb" - no\b",
    rb"Could NOT find",
    rb"Package '",
    rb"No package '",
    rb"Requested '",
    rb"Configuring incomplete",
    rb"Generate step failed",
    rb"See also \"",
    rb"failed with the following output",
    rb"identification is unknown",
)
"""Words of CMake's lines, for the gcc reducer's prefilter."""
HEADER = re.compile(
    r"^CMake (?P<kind>Error|Warning|Deprecation Warning|Deprecation Error)(?: \(dev\))?"
    r"(?: (?:at|in) (?P<file>(?:[A-Za-z]:)?[^\s:][^:]*?)(?::(?P<row>\d+))?"
    r"(?: \((?P<command>[^)]*)\))?)?:(?:\s+(?P<rest>\S.*?))?\s*$"
)
CALL_STACK = re.compile(r"^Call Stack \(most recent call first\):\s*$")
FRAME = re.compile(
    r"^\s+(?P<file>(?:[A-Za-z]:)?[^\s:][^:]*?):(?P<row>\d+) \((?P<command>[^)]*)\)\s*$"
)
TRAILER = re.compile(r"^This (?:warning|error) is for project developers\.")
MODULE = re.compile(r"(?:^|/)share/cmake[-\d.]*/Modules/")
"""CMake's own modules: a failure inside one is placed at the project's call."""
MAX_BLOCK = 150
"""Lines of a message that can belong to its header (a probe's whole build, embedded)."""

FAILED_CHECK = re.compile(
    r"^-- (?:Looking for .+ - not found|Performing Test \S+ - Failed|"
    r"Could NOT find \S+.*|Check(?:ing)? .+ - (?:not found|failed|no)|"
    r"The \S+ compiler identification is unknown)\s*$"
)
PKG_CONFIG = re.compile(
    r"^--\s+(?:Package '(?P<package>[^']+)',? (?:required by '[^']*', )?not found|"
    r"No package '(?P<old>[^']+)' found|Requested '(?P<version>[^']+)' but version)"
)
VERDICT = re.compile(
    r"^(?:-- Configuring incomplete, errors occurred!|CMake Generate step failed\.)"
)
SEE_ALSO = re.compile(r'^See also ".*(?:CMakeError\.log|CMakeOutput\.log|CMakeConfigureLog)')
CHECK_REPORT = re.compile(
    r"^(?:Determining if .+ failed with the following output:|"
    r"Performing \S+ SOURCE FILE Test \S+ failed with the following output:)"
)
"""A heading of CMakeError.log: which check's build failed (a CI job may print the log)."""
EVIDENCE = re.compile(
    r"(?i)could not|not found|cannot|can't|does not exist|not an existing|unknown|"
    r"no such|required|missing|failed|unsuitable|not supported|invalid|incompatible"
)
"""Words of a message line that says what went wrong, above the rest of the message."""
PACKAGE = re.compile(
    r'provided by "(?P<config>[^"]+)"|Could NOT find (?P<module>[\w:+.-]+)|'
    r"No CMAKE_(?P<compiler>\w+)_COMPILER could be found"
)
LINKS_TO = re.compile(r"links to:\s+(?P<target>\S+)\s+but the target was not found")
SOURCE = re.compile(r"Cannot find source file:\s+(?P<source>\S+)")

HEADER_FIRST, FRAME_FIRST, EVIDENCE_FIRST, MESSAGE_FIRST = 86.0, 80.0, 78.0, 74.0
"""Priorities of the first error: its header, its project frame, the lines of its first
paragraph that say what is wrong, its first paragraph (each next one lower, and its lines
that say what is wrong above it)."""
MODULE_HEADER = 72.0
"""The header of an error raised in one of CMake's modules: below its message and frame."""
HEADER_NEXT, DETAIL_NEXT = 66.0, 0.7
"""A later error's header (less by rank), and its other lines as a share of it."""
PARAGRAPH_STEP = 6.0
"""What each next paragraph of a message that says what is wrong loses; the others rank
lower the more of them there are (the `Change Dir:` and `Run Build Command(s)` of a probe's
build, embedded), and never push the next ones that say something down."""
PACKAGE_LINE, VERDICT_LINE, CHECK_NEAR, REPORT, SEE, REST = 79.0, 70.0, 58.0, 24.0, 20.0, 2.0
NEAR = 12
"""Lines above an error block within which a failed check explains it."""
WARNING_SHARE = 0.02


@dataclass(frozen=True)
class Paragraph:
    start: int
    end: int
    said: bool
    """It holds a line that says what went wrong."""
    listed: bool
    """It is the list the paragraph above introduces (the missing target, the file names)."""


@dataclass(frozen=True)
class Block:
    """One `CMake Error` or `CMake Warning` with its message and call stack."""

    header: int
    end: int
    error: bool
    place: str
    """`file:line (command)` where a person would look: the header's, or the project frame's."""
    frame: int | None
    """The call-stack line of that place, when the header is in one of CMake's modules."""
    paragraphs: tuple[Paragraph, ...]
    """The message's paragraphs (and a message on the header line), first to last."""
    evidence: tuple[tuple[int, int], ...]
    """Message lines that say what went wrong, each with the line before it in its paragraph
    (CMake wraps at 80 columns: a compiler's `file:1:10: fatal` may end the line above)."""
    text: str
    """The message, its wrapped lines joined."""


@dataclass
class Found:
    blocks: list[Block] = field(default_factory=list)
    checks: list[int] = field(default_factory=list)
    packages: dict[str, int] = field(default_factory=dict)
    """A package pkg-config did not find -> its line."""
    verdicts: list[int] = field(default_factory=list)
    see_also: list[int] = field(default_factory=list)
    reports: list[int] = field(default_factory=list)

    @property
    def errors(self) -> list[Block]:
        return [b for b in self.blocks if b.error]

    @property
    def failed(self) -> bool:
        return bool(self.errors)


def read(found: Found, lines: Lines, number: int) -> bool:
    """Take line `number` into `found` if it is CMake's; the lines of a block's message are
    left for the compiler's parser too (a probe's build output, embedded)."""
    text = lines(number)
    header = HEADER.match(text)
    if header:
        found.blocks.append(_block(lines, number, header))
    elif FAILED_CHECK.match(text):
        found.checks.append(number)
    elif pkg := PKG_CONFIG.match(text):
        found.packages.setdefault(pkg["package"] or pkg["old"] or pkg["version"], number)
    elif VERDICT.match(text):
        found.verdicts.append(number)
    elif SEE_ALSO.match(text):
        found.see_also.append(number)
    elif CHECK_REPORT.match(text):
        found.reports.append(number)
    else:
        return False
    return True


def _block(lines: Lines, number: int, header: re.Match[str]) -> Block:
    end, stack, spans, start = number, None, [], None
    if header["rest"]:
        spans.append((number, number))
    for candidate in range(number + 1, min(number + MAX_BLOCK, lines.doc.line_count) + 1):
        text = lines(candidate)
        if not text.strip() or CALL_STACK.match(text):
            if start is not None and stack is None:
                spans.append((start, end))
            start = None
            stack = candidate if stack is None and text.strip() else stack
            continue
        if not indent(text) and not TRAILER.match(text):
            break
        if start is None and stack is None:
            start = candidate
        end = candidate
    if start is not None and stack is None:
        spans.append((start, end))
    message_end = stack - 1 if stack else end
    place, frame = _place(lines, header, stack, end)
    evidence = tuple(
        (n - 1 if n - 1 > number and lines(n - 1).strip() else n, n)
        for n in range(number, message_end + 1)
        if EVIDENCE.search(lines(n))
    )
    said = {n for _, n in evidence}
    paragraphs = tuple(
        Paragraph(
            first,
            last,
            bool(said.intersection(range(first, last + 1))),
            index > 0 and _introduces(lines, spans[index - 1], first),
        )
        for index, (first, last) in enumerate(spans)
    )
    text = " ".join(lines(n).strip() for n in range(number, message_end + 1))
    return Block(number, end, "Error" in header["kind"], place, frame, paragraphs, evidence, text)


def _introduces(lines: Lines, before: tuple[int, int], start: int) -> bool:
    """Whether the paragraph `before` introduces the one at `start` as its list: it ends in a
    colon and the list is indented deeper (`Target "app" links to:` over `    fmt::fmt`)."""
    introducer = lines(before[1]).rstrip()
    return introducer.endswith(":") and indent(lines(start)) > indent(lines(before[0]))


def _place(
    lines: Lines, header: re.Match[str], stack: int | None, end: int
) -> tuple[str, int | None]:
    """Where the block happened: the header's place, else the first project frame."""
    where = _where(header["file"], header["row"], header["command"])
    if header["file"] is None or not MODULE.search(header["file"]) or stack is None:
        return where, None
    for number in range(stack + 1, end + 1):
        frame = FRAME.match(lines(number))
        if frame and not MODULE.search(frame["file"]):
            return _where(frame["file"], frame["row"], frame["command"]), number
    return where, None


def _where(file: str | None, row: str | None, command: str | None) -> str:
    if file is None:
        return ""
    return file + (f":{row}" if row else "") + (f" ({command})" if command else "")


def missing(found: Found) -> dict[str, list[str]]:
    """The packages, compilers (by language), targets and source files the errors say are
    missing, by field name; pkg-config's misses when there are errors (an optional
    module's is no failure)."""
    named: dict[str, dict[str, None]] = {
        "missing_packages": dict.fromkeys(found.packages if found.errors else ()),
        "missing_compilers": {},
        "missing_targets": {},
        "missing_sources": {},
    }
    for block in found.errors:
        for match in PACKAGE.finditer(block.text):
            kind = "missing_compilers" if match["compiler"] else "missing_packages"
            named[kind][match["config"] or match["module"] or match["compiler"]] = None
        for match in LINKS_TO.finditer(block.text):
            named["missing_targets"][match["target"]] = None
        for match in SOURCE.finditer(block.text):
            named["missing_sources"][match["source"]] = None
    return {name: list(values) for name, values in named.items()}


def fields(room: Room, found: Found) -> None:
    room.set("cmake_errors", list(dict.fromkeys(b.place for b in found.errors if b.place)))
    for name, values in missing(found).items():
        room.set(name, values)
    if found.failed:  # a configure that went on to a build warned of nothing that failed
        room.set("cmake_warnings", sum(not b.error for b in found.blocks) or None)


def cite(packet: PacketBuilder, found: Found) -> None:
    """The errors (the first whole, by paragraph; the later ones' headers and what they say
    is wrong), the checks that failed just above them, the verdict, the logs' pointers."""
    for rank, block in enumerate(found.errors):
        _cite_block(packet, block, rank)
    for block in found.blocks:
        if not block.error:
            _cite_block(packet, block, 0, WARNING_SHARE)
    headers = [b.header for b in found.errors]
    for number in found.checks:
        near = any(0 < h - number <= NEAR for h in headers)
        packet.cite(number, None, "", CHECK_NEAR if near else REST)
    for number in found.packages.values():
        packet.cite(number, None, "not found", PACKAGE_LINE if headers else REST)
    for rank, number in enumerate(found.verdicts):
        packet.cite(number, None, "cmake", VERDICT_LINE - rank)
    for number in found.see_also:
        packet.cite(number, None, "", SEE)
    for rank, number in enumerate(found.reports):
        packet.cite(number, None, "check log", REPORT - rank if rank < 10 else REST)


def _cite_block(packet: PacketBuilder, block: Block, rank: int, share: float = 1.0) -> None:
    """A block's header (or, raised in a CMake module, the project's frame), the message
    lines that say what is wrong, then its paragraphs; a later block's lower."""
    weight = share * (1.0 if rank == 0 else (HEADER_NEXT - rank) / HEADER_FIRST)
    detail = weight * (1.0 if rank == 0 else DETAIL_NEXT)
    label = "cmake error" if block.error else "cmake warning"
    if block.frame is None:
        packet.cite(block.header, None, label, HEADER_FIRST * weight)
        said = EVIDENCE_FIRST - MESSAGE_FIRST
    else:  # raised in a module: the project's call and what the message says come first
        packet.cite(block.header, None, label, MODULE_HEADER * weight)
        packet.cite(block.frame, None, "", FRAME_FIRST * weight)
        said = HEADER_FIRST - MESSAGE_FIRST
    priority, saying, quiet = MESSAGE_FIRST, MESSAGE_FIRST, 0
    for index, paragraph in enumerate(block.paragraphs):
        if index and paragraph.said:
            priority = saying = saying - PARAGRAPH_STEP
        elif index and not paragraph.listed:  # a list ranks with the sentence it ends
            quiet += 1  # and a paragraph that says nothing wrong ranks below those that do
            priority = saying - 2 * PARAGRAPH_STEP * quiet
        packet.cite(paragraph.start, paragraph.end, "", max(priority, REST) * detail)
        for start, end in block.evidence:
            if paragraph.start <= end <= paragraph.end:
                packet.cite(start, end, "", max(priority + said, REST) * detail, keep="end")
