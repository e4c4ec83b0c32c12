"""gcc, clang and make: compile errors with their notes, linker errors, the failed targets.

A compile error is a group: the context lines above it (`In file included from`,
`In function`, `In instantiation of`, `required from here`), the `file:line:col: error:`
line, and what follows it: the code frame and the notes that explain it (candidates,
`could not match`, `expected 'int' but argument is of type`), with their own context.
Groups become `file:line:code` entries (the code is the `-W` flag, else the severity);
warnings are counted and rank low (a warning fails a build only as an error, `-Werror`).
Errors in configure probes (`conftest.c`, meson's and CMake's scratch folders) are not
failures and are left out. The linker's undefined references are folded per symbol;
make's `*** [target] Error 1` and ninja's `FAILED:` name the targets that failed. An
output with none of this (a `make test` that ran pytest) gets the generic evidence at
full weight, with make's lines beside it.

From gcc@2 it reads CMake's configure and generate output too (cmake.py): each `CMake
Error` block by its place and message, the checks that failed, the missing packages.
The make and ninja lines of CMake's probe builds (`cmTC_*` targets, in a CI job that
prints CMakeError.log) are left out like the probes' compiler errors. `-Werror` builds:
the compiler's `cc1: all warnings being treated as errors` line is cited with the errors,
clang's `[-Werror,-Wflag]` is read as `Werror=flag` like gcc's `[-Werror=flag]`, and the
headers of the next distinct errors rank above the first error's code frame and notes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families import cmake
from harness.reducers.families.diagnostics import (
    GENERIC_SCALE,
    MAX_LINES,
    STRONG,
    WEAK,
    Lines,
    Room,
    build_progress,
    counted,
    first_of,
    generic,
    indent,
    line_matcher,
    matching_lines,
    with_generic,
)
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress

WORDS = (
    rb"error",
    rb"warning",
    rb"note:",
    rb"undefined",
    rb"Undefined symbols",
    rb"\*\*\*",
    rb"FAILED:",
    rb"multiple definition",
    rb"generated\.",
    rb"compilation terminated",
    rb"cannot find -l",
    rb"build stopped",
)
PREFILTER = line_matcher(*WORDS)
"""Words of the lines worth parsing, loose enough for colour codes between them."""
PREFILTER_2 = line_matcher(*WORDS, *cmake.WORDS)
"""gcc@2: the same, and CMake's lines."""
C_FILE = (
    r"(?:[A-Za-z]:)?[^\s:][^:]*?\."
    r"(?:c|h|cc|cp|cpp|cxx|c\+\+|hh|hpp|hxx|h\+\+|ipp|tpp|tcc|inl|m|mm|cu|cuh|i|ii|s|S)"
)
"""A C, C++, Objective-C, CUDA or assembly source's name."""
DIAGNOSTIC = re.compile(
    r"^\s*(?P<file>" + C_FILE + r"):(?P<row>\d+):(?:(?P<col>\d+):)? "
    r"(?P<sev>fatal error|error|warning|note): (?P<msg>.*?)\s*$"
)
DRIVER = re.compile(
    r"^\s*(?:\S*/)?(?P<tool>cc1\w*|gcc|g\+\+|c\+\+|cc|clang(?:\+\+)?|[\w.-]+-(?:gcc|g\+\+|clang"
    r"(?:\+\+)?))(?:-\d+)?: (?P<sev>fatal error|error|warning): (?P<msg>.*?)\s*$"
)
"""The compiler driver's own messages: `g++: error: x.cpp: No such file or directory`."""
CONTEXT = re.compile(
    r"^\s*(?:In file included from |from \S+:\d+[:,]|.*?: In (?:(?:static )?member function|"
    r"function|constructor|destructor|instantiation of|substitution of|lambda function|"
    r"copy constructor)\b|.*?: At (?:global scope|top level)|\S+:\d+:\d+:\s+(?:recursively )?"
    r"required (?:from|by)|\S+:\d+:\d+:\s+in (?:constexpr|expansion))"
)
"""Lines that say where the next diagnostic happens: includes, functions, instantiations."""
PROBE = re.compile(r"(?:^|/)(?:conftest\.\w+$|meson-private/|CMakeScratch/|CMakeTmp/)")
"""Sources that autoconf, meson and CMake compile to probe the toolchain."""
FLAG = re.compile(r"\[(-W[\w=+-]+)\]$")
FLAGS = re.compile(r"\[-(?P<flag>W[\w=+-]+)(?:,-W(?P<clang>[\w=+-]+))?\]$")
"""gcc@2: gcc's `[-Wflag]` and `[-Werror=flag]`, clang's `[-Werror,-Wflag]`."""
WERROR = re.compile(r"^\s*(?:\S*/)?cc1\w*(?:\.exe)?: (?:all|some) warnings being treated as errors")
PROBE_TARGET = re.compile(r"\bcmTC_\w+")
"""The targets of CMake's probe builds (try_compile, check_*)."""
PROBE_REACH = 20
"""Lines after a probe's failed target that a `build stopped` line belongs to it."""
QUOTED = r"[`'\u2018\"](?P<{}>[^'`\"\u2019]+)['`\"\u2019]"
"""A name in quotes as a toolchain prints them: backquote and quote, typographic quotes (in a
UTF-8 locale), double quotes."""
UNDEFINED = re.compile(
    r"undefined reference to " + QUOTED.format("sym") + "|"
    r"error: undefined symbol: (?P<lld>.+?)\s*$|^\s*\"(?P<mach>[^\"]+)\", referenced from:|"
    r"multiple definition of " + QUOTED.format("multi") + r"|cannot find (?P<lib>-l\S+)"
)
IN_FUNCTION = re.compile(r": in function [`'\u2018]")
LINK_FAILED = re.compile(
    r"collect2: error: ld returned \d+ exit status|error: linker command failed|"
    r"ld: symbol\(s\) not found|Undefined symbols for architecture"
)
MAKE = re.compile(r"^\s*(?:\S*/)?(?:g?make|mingw32-make)(?:\[\d+\])?: \*\*\* (?P<what>.*)$")
MAKEFILE = re.compile(r"^\s*\S+:\d+: \*\*\* .*Stop\.\s*$")
MAKE_TARGET = re.compile(
    r"\[(?:[^\]]*?:\d+: |<builtin>: )?(?P<target>[^\]]+)\] (?:Error|Segmentation)"
)
NINJA = re.compile(r"^\s*FAILED: (?:\[code=\d+\] )?(?P<target>.+?)\s*$")
NINJA_STOPPED = re.compile(r"^\s*ninja: build stopped")
TOTALS = re.compile(
    r"^\s*(?:\d+ (?:warnings? and \d+ )?errors? generated\.|compilation terminated\.)"
)
COMPILER = re.compile(
    r"^\s*\S*(?:gcc|g\+\+|clang(?:\+\+)?|\bcc|c\+\+|nvcc|icp?x|icc)(?:-[\d.]+)?\s"
)
"""A compiler's command line, as ninja prints it under `FAILED:`."""
MAX_EXTENT = 30

FIRST, LINK, TARGET, CODE, NEXT, COMMAND, REST = 85.0, 80.0, 75.0, 60.0, 45.0, 30.0, 2.0
"""Priorities: the first error, a symbol's first undefined reference, a failed target, a
message's first error, the next errors, the compiler command, the rest."""
TRAILING = 2000
"""Lines an output may go on after its build failed and still be the build's output."""
WHOLE = 70.0
"""The rank of the first error's context and explanation: below the short verdict lines."""
WARNING_SHARE = 0.02
"""Warnings rank below errors and below the generic evidence's best."""
ESSENTIAL = ("errors", "failed_targets", "undefined_references", "exit_status")
"""Fields kept longest when the budget is small; counts of warnings and flags go first."""
ESSENTIAL_2 = ("cmake_errors", "missing_packages", "missing_compilers", *ESSENTIAL)
"""gcc@2: where CMake failed and what it did not find come first."""
FAILED_LISTS = (
    ("undefined_references", "undefined"),
    ("cmake_errors", "CMake errors"),
    ("missing_packages", "missing packages"),
    ("missing_compilers", "missing compilers"),
)
"""List fields that say the build failed, and what the status line calls them (gcc@2 reads
CMake's too)."""
NEXT_ERROR, NEXT_ERRORS = 72.0, 5
"""gcc@2: the headers of the next distinct errors, above the first error's frame and notes."""
WERROR_LINE = 74.0
"""gcc@2: `cc1: all warnings being treated as errors`, beside the failed targets."""


@dataclass(frozen=True)
class Group:
    """A compile diagnostic with the lines above it that place it and those below that
    explain it."""

    start: int
    header: int
    end: int
    file: str
    row: int
    severity: str
    code: str
    message: str

    @property
    def entry(self) -> str:
        return f"{self.file}:{self.row}:{self.code}"

    @property
    def key(self) -> tuple[str, int, str, str]:
        return (self.file, self.row, self.severity, self.message)


@dataclass
class Build:
    """What one compiler, linker and make (or ninja) output holds."""

    lines: Lines
    has: Callable[[str], bool]
    """Whether the reducer version that reads it has a feature (`BaseReducer.has`)."""
    groups: list[Group] = field(default_factory=list)
    undefined: dict[str, int] = field(default_factory=dict)
    """Symbol (or library) -> the line that reports it first."""
    link_failed: list[int] = field(default_factory=list)
    targets: dict[str, int] = field(default_factory=dict)
    """Failed make or ninja target -> its line."""
    make_lines: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    cmake: cmake.Found = field(default_factory=cmake.Found)
    """gcc@2: CMake's errors, warnings, failed checks and verdict."""
    werror: list[int] = field(default_factory=list)
    """gcc@2: `cc1: all warnings being treated as errors` lines."""
    probe: int = -PROBE_REACH
    """gcc@2: the last make or ninja line of a CMake probe build."""

    @property
    def unique(self) -> list[Group]:
        return first_of(self.groups)

    @property
    def errors(self) -> list[Group]:
        return [g for g in self.unique if g.severity in ("error", "fatal error")]

    @property
    def compiled(self) -> bool:
        """Whether the compiler or linker failed (not make alone, nor warnings)."""
        return bool(self.errors or self.undefined or self.link_failed)

    @property
    def failed(self) -> bool:
        """Whether the compiler, the linker or CMake failed (not make alone, nor warnings)."""
        return self.compiled or self.cmake.failed


def parse(doc: Document, has: Callable[[str], bool], limit: int = MAX_LINES) -> Build:
    """What the output says: compile diagnostics, link errors, failed targets, totals."""
    build = Build(Lines(doc), has)
    covered = 0
    prefilter = PREFILTER_2 if has("cmake") else PREFILTER
    for number in matching_lines(doc, prefilter, limit):
        if number > covered:
            covered = max(covered, _read(build, number))
    return build


def _read(build: Build, number: int) -> int:
    """Take what line `number` says into `build`; returns the last line it covers."""
    text = build.lines(number)
    if build.has("cmake") and cmake.read(build.cmake, build.lines, number):
        return number  # a message's lines are read on: a probe's build may be in it
    found = DIAGNOSTIC.match(text) or DRIVER.match(text)
    if found and "file" in found.groupdict() and PROBE.search(found["file"]):
        return number  # a configure check failing is how it answers, not a failure
    if found and found["sev"] != "note":
        group = _group(build.lines, number, found, build.has)
        build.groups.append(group)
        return group.end
    _link(build, number, text)
    if not build.has("cmake") or not _probe(build, number, text):
        _make(build, number, text)
    if TOTALS.match(text):
        build.totals.append(number)
    if build.has("cmake") and WERROR.match(text):
        build.werror.append(number)
    return number


def _probe(build: Build, number: int, text: str) -> bool:
    """Whether a make or ninja line is a CMake probe build's (gcc@2): its target, or the
    build stopping just after one."""
    if PROBE_TARGET.search(text) and (MAKE.match(text) or NINJA.match(text)):
        build.probe = number
        return True
    return bool(NINJA_STOPPED.match(text)) and number - build.probe <= PROBE_REACH


def _group(lines: Lines, number: int, found: re.Match[str], has: Callable[[str], bool]) -> Group:
    """The diagnostic at `number` with up to eight context lines above it."""
    start = number
    while start > 1 and number - start < 8 and CONTEXT.match(lines(start - 1)):
        start -= 1
    message = found["msg"]
    file = found["file"] if "file" in found.groupdict() else found["tool"]
    row = int(found["row"]) if "row" in found.groupdict() else 0
    severity = found["sev"]
    return Group(
        start,
        number,
        _extent(lines, number),
        file,
        row,
        severity,
        _code(message, severity, has),
        message,
    )


def _code(message: str, severity: str, has: Callable[[str], bool]) -> str:
    """The `-W` flag a diagnostic ends with, else its severity; from gcc@2 clang's
    `[-Werror,-Wflag]` as gcc says it, `Werror=flag`."""
    if not has("cmake"):
        flag = FLAG.search(message)
        return flag.group(1).lstrip("-") if flag else severity
    found = FLAGS.search(message)
    if found is None:
        return severity
    return f"Werror={found['clang']}" if found["clang"] else found["flag"]


def _extent(lines: Lines, number: int) -> int:
    """The code frame and notes under the header at `number`, with the notes' own context."""
    base, end = indent(lines(number)), number
    candidate = number + 1
    while candidate <= min(number + MAX_EXTENT, lines.doc.line_count):
        text = lines(candidate)
        if CONTEXT.match(text):  # context above a note belongs here; above an error, not
            after = candidate
            while after - candidate < 8 and CONTEXT.match(lines(after + 1)):
                after += 1
            note = DIAGNOSTIC.match(lines(after + 1))
            if not note or note["sev"] != "note":
                break
            candidate = after + 1
            continue
        found = DIAGNOSTIC.match(text)
        if found and found["sev"] != "note":
            break
        if not found and (indent(text) <= base or not text.strip()):
            break
        end = candidate
        candidate += 1
    return end


def _link(build: Build, number: int, text: str) -> None:
    """An undefined (or multiply defined) symbol or missing library, or the link's failure."""
    found = UNDEFINED.search(text)
    if found:
        symbol = next(g for g in found.groups() if g)
        build.undefined.setdefault(symbol, number)
    elif LINK_FAILED.search(text):
        build.link_failed.append(number)


def _make(build: Build, number: int, text: str) -> None:
    """make's `***` lines (with the target they name) and ninja's `FAILED:` and stop lines."""
    make = MAKE.match(text) or MAKEFILE.match(text)
    ninja = NINJA.match(text)
    if make:
        build.make_lines.append(number)
        target = MAKE_TARGET.search(text)
        if target:
            build.targets.setdefault(target["target"], number)
    elif ninja:
        build.targets.setdefault(ninja["target"], number)
    elif NINJA_STOPPED.match(text):
        build.make_lines.append(number)


class GccReducer(BaseReducer):
    name = "gcc"
    version = 1
    families: tuple[str, ...] = ("gcc", "clang", "make", "c", "cpp")
    features = {
        "cmake": 2,  # CMake's output, -Werror builds, probe builds left out
        "dense": 3,
        "fallback": 4,
        "lean": 5,
        "clipped": 6,
        "honest": 7,
    }

    def __init__(self, version: int = 1) -> None:
        super().__init__(version)
        if self.has("cmake"):
            self.families = (*self.families, "cmake")

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        build = parse(doc, self.has, limit=4000)
        errors = [g for g in build.groups if g.severity != "warning"]
        verdict = build.totals or build.make_lines or build.targets or build.link_failed
        if (errors and verdict) or (build.undefined and build.link_failed):
            score = STRONG
        elif errors or build.undefined:
            score = WEAK
        elif build.cmake.failed:  # gcc@2
            score = STRONG if build.cmake.verdicts else WEAK
        else:
            return 0.3 if build.groups or build.make_lines or build.cmake.blocks else 0.0
        return score if _ends(build, doc) else score / 2

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        packet.essential = ESSENTIAL_2 if self.has("cmake") else ESSENTIAL
        build = parse(doc, self.has)
        _fields(packet, build)
        if self.has("cmake"):
            cmake.cite(packet, build.cmake)
            _cite_werror(packet, build)
        _cite_groups(packet, build)
        _cite_link(packet, build)
        _cite_make(packet, build)
        if not (build.failed or build.targets):  # no compile error, no failed target
            return generic(packet, doc, info)
        # a target that failed without the compiler saying why (a `make test` running
        # pytest): the recipe's own output is the evidence, at full weight
        return with_generic(packet, doc, info, GENERIC_SCALE if build.failed else 1.0)

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return build_progress("build", fields, FAILED_LISTS)


def _ends(build: Build, doc: Document) -> bool:
    """Whether the build's failure is (near) the output's end. A compile error the output
    goes on long after (a test run's build step, warnings and all) is not what failed."""
    failures = [g.header for g in build.groups if g.severity != "warning"]
    failures += [*build.undefined.values(), *build.link_failed, *build.targets.values()]
    failures += build.make_lines
    failures += [b.header for b in build.cmake.errors]
    after = doc.line_count - max(failures, default=0)
    return after <= max(TRAILING, doc.line_count // 2)


def _fields(packet: PacketBuilder, build: Build) -> None:
    """Counts, symbols, targets, `-W` flags and `file:line:code` entries, as many as fit."""
    room = Room(packet)
    if build.has("cmake"):
        cmake.fields(room, build.cmake)
    unique = build.unique
    room.set("errors", len(build.errors) or None)
    room.set("warnings", sum(g.severity == "warning" for g in unique) or None)
    room.set("undefined_references", list(build.undefined))
    room.set("failed_targets", list(build.targets))
    flags = Counter(g.code for g in unique if g.code.startswith("W"))
    room.set("flags", counted(flags))
    ordered = sorted(unique, key=lambda g: g.severity == "warning")
    room.set("diagnostics", list(dict.fromkeys(g.entry for g in ordered)))


def _cite_groups(packet: PacketBuilder, build: Build) -> None:
    """The first error whole; the first of each message next; a few more; the rest last."""
    messages: set[str] = set()
    ranked = [g for g in build.unique if g.severity != "warning"]
    ranked += [g for g in build.unique if g.severity == "warning"]
    for rank, group in enumerate(ranked):
        if rank == 0:
            priority = FIRST
        elif build.has("cmake") and group.message not in messages and rank <= NEXT_ERRORS:
            priority = NEXT_ERROR - rank
        elif group.message not in messages:
            priority = CODE
        elif rank < 12:
            priority = NEXT - rank
        else:
            priority = REST * (1 - rank / len(ranked))
        messages.add(group.message)
        if group.severity == "warning":  # a warning fails a build only as an error
            priority *= WARNING_SHARE
        _cite_group(packet, group, priority, whole=rank == 0)


def _cite_group(packet: PacketBuilder, group: Group, priority: float, whole: bool) -> None:
    """The header, then what places it (includes, function) and what explains it (frame,
    notes): for the first group just below the failed targets, for the others at half
    their rank, so that more errors show before the frames of the first."""
    label = "warning" if group.severity == "warning" else "error"
    packet.cite(group.header, None, label, priority)
    rest = min(priority, WHOLE) if whole else priority * 0.5
    if group.start < group.header:
        packet.cite(group.start, group.header - 1, "", rest, keep="end")
    if group.end > group.header:
        packet.cite(group.header + 1, group.end, "", rest)


def _cite_werror(packet: PacketBuilder, build: Build) -> None:
    """The compiler's word that warnings were errors (gcc@2): the first beside the errors."""
    for rank, number in enumerate(build.werror):
        packet.cite(number, None, "", WERROR_LINE if rank == 0 else REST)


def _cite_link(packet: PacketBuilder, build: Build) -> None:
    for rank, number in enumerate(build.undefined.values()):
        priority = LINK - rank if rank < 10 else REST
        before = IN_FUNCTION.search(build.lines(number - 1))
        packet.cite(number - 1 if before else number, number, "link", priority)
    for number in build.link_failed[:2]:
        packet.cite(number, None, "link", TARGET)


def _cite_make(packet: PacketBuilder, build: Build) -> None:
    """The failed targets (the first is where it broke), the compiler command under ninja's
    first, and make's last word (what gave up)."""
    for rank, number in enumerate(build.targets.values()):
        packet.cite(number, None, "failed target", TARGET - rank if rank < 5 else REST)
        if (
            rank == 0
            and NINJA.match(build.lines(number))
            and COMPILER.search(build.lines(number + 1))
        ):
            packet.cite(number + 1, None, "command", COMMAND)
    if build.make_lines:
        packet.cite(build.make_lines[-1], None, "make", TARGET - 5)


GCC = GccReducer()
GCC2 = GccReducer(version=2)
GCC3 = GccReducer(version=3)
GCC4 = GccReducer(version=4)
GCC5 = GccReducer(version=5)
GCC6 = GccReducer(version=6)
GCC7 = GccReducer(version=7)
REDUCERS = [GCC, GCC2, GCC3, GCC4, GCC5, GCC6, GCC7]
