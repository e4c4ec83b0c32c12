"""Python tracebacks: the exception, the innermost frames and the chain, the last one first.

A traceback starts at `Traceback (most recent call last):` and runs frame by
frame (`File "x.py", line N, in f`, each with its source line) to the
exception line (`ValueError: message`) and the message's continuation.
Tracebacks joined by "During handling of the above exception..." or "The
above exception was the direct cause..." form a chain, whose last exception
is the one that escaped. A faulthandler dump (`Fatal Python error: ...`, then
`Current thread ... (most recent call first):`) reads the same way with its
innermost frame first. Chains are cited from the last one back; a chain that
ends like one already cited (same exception, numbers aside, at the same
place) is counted instead. The test-runner reducers in `pytest.py` read
tracebacks with these functions too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import ANSI, Document
from harness.reducers.base import BaseReducer, head_and_tail
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet

HEADERS = re2.compile(
    rb"Traceback \(most recent call last\):|\(most recent call first\):"
    rb"|(?:Syntax|Indentation|Tab)Error: "
)
COMPILE_ERROR = re.compile(r"^(?P<type>SyntaxError|IndentationError|TabError): (?P<message>.*)$")
"""A script that does not compile: Python prints its location and this, with no header."""
COMPILE_ERROR_SNIFF = re.compile(
    r'^\s+File "[^"]+", line \d+\s*\n(?:.*\n){0,3}?(?:Syntax|Indentation|Tab)Error: ', re.M
)
HEADER = re.compile(r"(?:Exception Group )?Traceback \(most recent call last\):\s*$")
DUMP = re.compile(r"^\s*(?:Current thread|Thread|Stack)\b.*\(most recent call first\):\s*$")
FRAME = re.compile(r'^\s+File "(?P<file>[^"]+)", line (?P<line>\d+)(?:,? in (?P<func>.+?))?\s*$')
EXCEPTION = re.compile(r"^(?P<type>[A-Za-z_][\w.]*)(?::\s?(?P<message>.*))?$")
FATAL = re.compile(r"Fatal Python error: (?P<message>.*)")
LINKS = {
    "The above exception was the direct cause of the following exception:": "cause",
    "During handling of the above exception, another exception occurred:": "context",
}
LIBRARY = re.compile(
    r"site-packages|dist-packages|[/\\]lib[/\\]python[\d.]*[/\\]|<frozen |[/\\]_pytest[/\\]"
    r"|[/\\]pluggy[/\\]"
)
"""Frames in installed or standard-library code: the innermost frame of one's own code
is cited as well when the innermost frame of all is one of these."""
TEST_REPORT = re.compile(
    r"=+ test session starts =+|^=+ (?:FAILURES|ERRORS) =+$|^Ran \d+ tests? in |Test Suites: ",
    re.M,
)
"""A test runner's report: its tracebacks are one part of it, read by the runner's reducer."""
PREAMBLE = re.compile(
    r"(?i)^\s*(?:Exception in thread\b|Exception ignored\b|Task exception\b|Error in\b|"
    r".*\b(?:error|exception|critical|fatal|fail(?:ed|ure)?)\b)"
)
"""traceback@5: the line just above a traceback that introduces it (`Exception in thread
sync-eu:`, a logger's `ERROR:app:sync failed` from logging.exception)."""
LOG_ERROR = re2.compile(rb"(?m)^(?:\S+ ){0,3}?\[?(?:ERROR|CRITICAL|FATAL)\b")
"""traceback@5: a log line at error level (`ERROR   sync incomplete`, `[ERROR] x`,
`12:00:01 CRITICAL db down`)."""
CI_ERROR = re.compile(r"^(?:ERROR: Job failed|##\[error\])")
LAST_WORD_GAP = 3
"""Lines past a traceback's end from which a later error line is the program's last word."""
LAST_WORD_WINDOW = 256 * 1024
"""Bytes at the end first read for it."""
CI_TIMESTAMP = re.compile(r"^\ufeff?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ", re.M)
NUMBERS = re.compile(r"0x[0-9a-fA-F]+|\d+")

MAX_TRACES = 300
"""Tracebacks read; on a huge output, the last ones."""
MAX_BODY = 5000
"""Lines of frames read for one traceback (a recursion error is folded by Python itself)."""
MESSAGE_LINES = 6
"""Lines of an exception message kept (a unittest diff, a validation error's details)."""
FRAMES_CITED = 3
BASE = 60.0
"""Priority of the last chain's exception; earlier chains rank lower, to FLOOR."""
CHAIN_STEP = 8.0
FLOOR = 20.0
GENERIC_SCALE = 0.3
ESSENTIAL = ("exception", "location", "exit_status")
"""Fields kept longest when the budget is small; summary lines go before them."""


@dataclass
class Frame:
    number: int
    """The line in the output."""
    file: str
    line: int
    func: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" + (f" in {self.func}" if self.func else "")


@dataclass
class Trace:
    header: int
    frames: list[Frame] = field(default_factory=list)
    first: int = 0
    """The exception's first line; 0 when the output ends before it."""
    last: int = 0
    kind: str = ""
    message: str = ""
    link: str = ""
    """How it follows the traceback before it: 'cause', 'context' or ''."""
    link_line: int = 0
    dump: bool = False
    """A faulthandler dump: innermost frame first."""

    @property
    def end(self) -> int:
        return max(self.last, self.frames[-1].number if self.frames else self.header)

    @property
    def inward(self) -> list[Frame]:
        """Frames from the innermost out."""
        return self.frames if self.dump else self.frames[::-1]

    @property
    def exception(self) -> str:
        return f"{self.kind}: {self.message}" if self.kind and self.message else self.kind

    def signature(self) -> str:
        where = self.inward[0].where if self.frames else ""
        return NUMBERS.sub("#", f"{self.exception[:200]}|{where}")


def find_traces(doc: Document, start: int = 1, end: int | None = None) -> list[Trace]:
    """Every traceback and faulthandler dump from line `start` to `end`, in output order."""
    end = doc.line_count if end is None else min(end, doc.line_count)
    if start > end:
        return []
    begin, stop = doc.raw_offset(start), doc.raw_offset(end) + len(doc.raw_line(end))
    numbers: list[int] = []
    for match in HEADERS.finditer(doc.data, begin, stop):
        number = doc.line_at(match.start())
        if not numbers or numbers[-1] != number:
            numbers.append(number)
    traces: list[Trace] = []
    for number in numbers[-MAX_TRACES:]:
        trace = read_trace(doc, number)
        if trace is not None and not (traces and trace.first and trace.first == traces[-1].first):
            traces.append(trace)  # a SyntaxError inside a traceback is read with it
    return traces


def read_trace(doc: Document, number: int) -> Trace | None:
    """The traceback whose header is line `number`, or None if it is not one."""
    text = doc.clean_line(number)
    if DUMP.match(text):
        return _read_dump(doc, number)
    if COMPILE_ERROR.match(text):
        return _read_compile_error(doc, number)
    found = HEADER.search(text)
    if found is None:
        return None
    margin = found.start() if not text[: found.start()].strip(" |+") else 0
    trace = Trace(number)
    trace.link, trace.link_line = _link(doc, number, margin)
    after = _read_frames(doc, trace, number + 1, margin)
    _read_exception(doc, trace, after, margin)
    return trace


def _read_frames(doc: Document, trace: Trace, number: int, margin: int) -> int:
    """Frames and their source lines from `number` on; returns the first line after them."""
    limit = min(doc.line_count, number + MAX_BODY)
    while number <= limit:
        body = _strip(doc.clean_line(number), margin)
        frame = FRAME.match(body)
        if frame:
            trace.frames.append(_frame(number, frame))
        elif not body.startswith(" ") or not body.strip():
            break
        number += 1
    return number


def _read_exception(doc: Document, trace: Trace, number: int, margin: int) -> None:
    if number > doc.line_count:
        return
    body = _strip(doc.clean_line(number), margin).strip()
    if not body or HEADER.search(body):
        return
    found = EXCEPTION.match(body)
    trace.kind = found.group("type") if found else ""
    trace.message = (found.group("message") or "") if found else body
    trace.first = trace.last = number
    while trace.last - trace.first < MESSAGE_LINES - 1 and trace.last < doc.line_count:
        text = _strip(doc.clean_line(trace.last + 1), margin).strip()
        if not text or text in LINKS or HEADER.search(text) or text.startswith(("+-", "##[")):
            break
        trace.last += 1


def _read_dump(doc: Document, number: int) -> Trace | None:
    """A faulthandler dump; other threads' stacks after the first are left out."""
    cause = _previous_text_line(doc, number)
    if cause == 0 or FRAME.match(doc.clean_line(cause)):
        return None
    trace = Trace(number, dump=True, first=cause, last=cause)
    text = doc.clean_line(cause)
    fatal = FATAL.search(text)
    trace.kind = "Fatal Python error" if fatal else ""
    trace.message = fatal.group("message") if fatal else text.strip()
    for n in range(number + 1, min(doc.line_count, number + MAX_BODY) + 1):
        frame = FRAME.match(doc.clean_line(n))
        if not frame:
            break
        trace.frames.append(_frame(n, frame))
    return trace


def _read_compile_error(doc: Document, number: int) -> Trace | None:
    """`File "x.py", line 3`, the source line and a caret, then `SyntaxError: ...`."""
    found = COMPILE_ERROR.match(doc.clean_line(number))
    for n in range(number - 1, max(0, number - 5), -1):
        frame = FRAME.match(doc.clean_line(n))
        if frame and found:
            return Trace(n, [_frame(n, frame)], number, number, found["type"], found["message"])
    return None


def _frame(number: int, found: re.Match[str]) -> Frame:
    return Frame(number, found.group("file"), int(found.group("line")), found.group("func") or "")


def _previous_text_line(doc: Document, number: int, reach: int = 4) -> int:
    for n in range(number - 1, max(0, number - reach - 1), -1):
        if doc.clean_line(n).strip():
            return n
    return 0


def _link(doc: Document, number: int, margin: int) -> tuple[str, int]:
    """Whether a chain message ('The above exception was...') stands just above line `number`."""
    n = _previous_text_line(doc, number)
    if n:
        link = LINKS.get(_strip(doc.clean_line(n), margin).strip())
        if link:
            return link, n
    return "", 0


def _strip(text: str, margin: int) -> str:
    """The line without the traceback's margin (the `  | ` of an exception group)."""
    if margin and not text[:margin].strip(" |+"):
        return text[margin:]
    return text


def chains(traces: list[Trace]) -> list[list[Trace]]:
    """Tracebacks grouped into chains: each linked one joins the chain just before it."""
    grouped: list[list[Trace]] = []
    for trace in traces:
        if grouped and trace.link and 0 < trace.header - grouped[-1][-1].end <= 6:
            grouped[-1].append(trace)
        else:
            grouped.append([trace])
    return grouped


def cite_exception(packet: PacketBuilder, trace: Trace, priority: float) -> None:
    """The exception line; the message's further lines (if they are that) lower."""
    if trace.first:
        packet.cite(trace.first, None, "exception", priority)
        packet.cite(trace.first + 1, trace.last, "", priority - 10)


def cite_frames(
    packet: PacketBuilder, trace: Trace, priority: float, *, outer_library: bool = True
) -> None:
    """The innermost frames (and the innermost of one's own code, when that is deeper in
    the stack), each with its source line: a SyntaxError's shows the offending text.
    Without `outer_library`, a library frame outside one's own code is left out (the
    threading or runner frames that called it)."""
    inward = trace.inward
    own = own_frame(trace)
    outermost = len(inward) if outer_library or own is None else inward.index(own)
    for rank, frame in enumerate(inward[:FRAMES_CITED]):
        if rank <= outermost or not LIBRARY.search(frame.file):
            _cite_frame(packet, trace, frame, priority - 4 * rank)
    if own is not None and own not in inward[:FRAMES_CITED]:
        _cite_frame(packet, trace, own, priority - 5)


def own_frame(trace: Trace) -> Frame | None:
    """The innermost frame outside installed and standard-library code."""
    return next((f for f in trace.inward if not LIBRARY.search(f.file)), None)


def _cite_frame(packet: PacketBuilder, trace: Trace, frame: Frame, priority: float) -> None:
    """The frame line, with its source line when one follows (a dump has none)."""
    end = frame.number if trace.dump else frame.number + 1
    if not trace.dump and end in {f.number for f in trace.frames}:
        end = frame.number
    packet.cite(frame.number, end, "frame", priority)


def cite_chains(
    packet: PacketBuilder,
    traces: list[Trace],
    base: float = BASE,
    floor: float = FLOOR,
    *,
    v5: bool = False,
) -> list[list[Trace]]:
    """Chains from the last one back, each at a lower priority; repeats only counted.
    Returns the chains cited, last first. `v5` (traceback@5) also cites the line that
    introduces each traceback and leaves out library frames outside one's own code."""
    cited: list[list[Trace]] = []
    repeats: dict[str, int] = {}
    for chain in reversed(chains(traces)):
        key = chain[-1].signature()
        if key in repeats:
            repeats[key] += 1
            continue
        repeats[key] = 1
        _cite_chain(packet, chain, max(floor, base - CHAIN_STEP * len(cited)), v5=v5)
        cited.append(chain)
    for chain in cited:
        count = repeats[chain[-1].signature()]
        if count > 1:
            packet.say(f"{count}x the same traceback: {chain[-1].exception[:100]}")
    return cited


def _cite_chain(
    packet: PacketBuilder, chain: list[Trace], priority: float, *, v5: bool = False
) -> None:
    """Every exception of the chain (the escaping one first), then each one's innermost
    frames, then the lines that link them."""
    ordered = chain[::-1]
    for depth, trace in enumerate(ordered):
        cite_exception(packet, trace, priority - depth)
        if trace.link_line:
            packet.cite(trace.link_line, None, trace.link, priority - 12 - depth)
    if v5 and (preamble := _preamble(packet.doc, chain[0])):
        packet.cite(preamble, None, "", priority - 2)
    for depth, trace in enumerate(ordered):
        cite_frames(packet, trace, priority - 4 - depth, outer_library=not v5)


def _preamble(doc: Document, trace: Trace) -> int:
    """The line just above a traceback's header that introduces it, or 0."""
    above = trace.header - 1
    if trace.dump or above < 1 or trace.link_line:
        return 0
    text = doc.clean_line(above)
    return above if PREAMBLE.match(text) and not FRAME.match(text) else 0


def cite_last_word(packet: PacketBuilder, doc: Document, cited: list[list[Trace]]) -> None:
    """traceback@5: when the output goes on after the last traceback, the last error-level
    log line after it (`ERROR sync incomplete: 11/12 regions`), the program's own verdict,
    ranked between the exception and its frames."""
    if not cited:
        return
    end = max(trace.end for chain in cited for trace in chain)
    if end + LAST_WORD_GAP > doc.line_count:
        return
    last = _last_log_error(doc, doc.raw_offset(end + LAST_WORD_GAP))
    if last:
        packet.cite(last, None, "error", BASE - 3)


def _last_log_error(doc: Document, floor: int) -> int:
    """The last error-level log line from byte `floor` on (a line start), CI's own lines
    aside, or 0; read back from the end in growing windows, so that a long output's many
    error lines are not each numbered."""
    top, window = doc.size, LAST_WORD_WINDOW
    while top > floor:
        low = max(floor, doc.raw_offset(doc.line_at(max(floor, top - window))))
        found = [m.start() for m in LOG_ERROR.finditer(doc.data, low, top)]
        for offset in reversed(found):
            number = doc.line_at(offset)
            if not CI_ERROR.match(doc.clean_line(number)):
                return number
        top, window = low, window * 4
    return 0


def describe(packet: PacketBuilder, cited: list[list[Trace]], total: int) -> None:
    """Fields for the last chain: its exception, where it was raised, the chain's types."""
    if not cited:
        return
    last = cited[0][-1]
    packet.set("exception", last.exception[:200])
    if last.frames:
        packet.set("location", short_where(last.inward[0]))
    if len(cited[0]) > 1:
        packet.set("chain", [t.kind or "?" for t in cited[0]])
    if total > 1:
        packet.set("tracebacks", total)


def short_where(frame: Frame) -> str:
    """`file:line in f`, a long path cut to its last three parts (the citation has it all)."""
    parts = re.split(r"[/\\]", frame.file)
    path = frame.file if len(frame.file) <= 60 or len(parts) <= 3 else ".../" + "/".join(parts[-3:])
    return Frame(frame.number, path, frame.line, frame.func[:60]).where


class TracebackReducer(BaseReducer):
    name = "traceback"
    version = 1
    families = ("python",)
    features = {
        "dense": 2,
        "fallback": 3,
        "lean": 4,
        "context": 5,  # the line introducing a traceback, the last error line
        "clipped": 6,
        "honest": 7,
    }

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        text = terminal_text(doc)
        score = sniff_traceback(text)
        return min(score, 0.3) if score and TEST_REPORT.search(text) else score

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        traces = find_traces(doc)
        cited = cite_chains(packet, traces, v5=self.has("context"))
        if self.has("context"):
            cite_last_word(packet, doc, cited)
        describe(packet, cited, len(traces))
        cite_generic(packet, doc, info, scale=GENERIC_SCALE if cited else 1.0)
        if not cited:
            packet.confidence = 0.6
        packet.essential = ESSENTIAL
        return packet.build()


def terminal_text(doc: Document) -> str:
    """The head and tail of the output as a terminal shows them, for `sniff`: no escapes,
    no CI timestamps."""
    return doc.derived("terminal_text", _terminal_text)


def _terminal_text(doc: Document) -> str:
    return CI_TIMESTAMP.sub("", ANSI.sub("", head_and_tail(doc)))


def sniff_traceback(text: str) -> float:
    """0.65 when the output ends in a traceback (or a faulthandler dump, or a script's
    SyntaxError), 0.4 when one is in it elsewhere, 0 without one."""
    header = max(
        text.rfind("Traceback (most recent call last):"), text.rfind("(most recent call first):")
    )
    if header == -1 or not re.search(r'File "[^"]+", line \d+', text[header:]):
        compile_error = list(COMPILE_ERROR_SNIFF.finditer(text))
        header = compile_error[-1].start() if compile_error else -1
    if header == -1:
        return 0.0
    return 0.65 if len(text) - header < 16384 else 0.4


TRACEBACK = TracebackReducer()
TRACEBACK2 = TracebackReducer(version=2)
TRACEBACK3 = TracebackReducer(version=3)
TRACEBACK4 = TracebackReducer(version=4)
TRACEBACK5 = TracebackReducer(version=5)
TRACEBACK6 = TracebackReducer(version=6)
TRACEBACK7 = TracebackReducer(version=7)
REDUCERS = [TRACEBACK, TRACEBACK2, TRACEBACK3, TRACEBACK4, TRACEBACK5, TRACEBACK6, TRACEBACK7]
