"""Generic text and logs: the lines around the failure, error lines, repeats folded.

One pass over the whole output (Hyperscan, linescan.py) finds the lines that carry evidence
(errors, failures, exit statuses, CI annotations, result counts). The
failure shows at an *anchor*: the last CI error annotation, or the end of
the output. Lines close before the anchor score by nearness plus what they
say; evidence lines anywhere score by what they say, later ones a little
higher; lines that only report success or bookkeeping (caches, cleanup,
progress) lose. The failing CI step's command is cited too. Lines that
repeat a template already cited twice (templates mined with drain3) are
folded into a count.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.fallback import cite_fallback, new_miner, says_cause
from harness.reducers.linescan import LineScanner
from harness.reducers.packet import Packet

EVIDENCE = re2.compile(
    rb"(?i)(##\[error\]|::error|\berror\b|\berrors\b|\bfail(?:ed|ure|s)?\b|\bfatal\b|"
    rb"exception|traceback|panick?ed|\bdenied\b|refused|timed out|\btimeout\b|not found|"
    rb"cannot |could not|unable to|segmentation fault|core dumped|\baborted\b|out of memory|"
    rb"assert|exit code|exit status|exited with|non-zero|\bkilled\b|no such file|"
    rb"\bundefined\b|unresolved|\bmissing\b|\bconflict|not allowed|forbidden|unauthori[sz]ed|"
    rb"\b[1-9]\d* (?:failed|errors?|failures?)\b|\binvalid\b|\bwarning\b|##\[warning\]|"
    rb"expected|violation|[a-z]error:|not accessible|\bpermission\b|\bHTTP(?:/[\d.]+)? [45]\d\d\b)"
)
EVIDENCE_LINES = LineScanner(EVIDENCE)
EXIT_STATUS = re.compile(r"(?:exit code|exit status|exited with(?: code)?)[ :]*(-?\d+)", re.I)
COUNT = re.compile(r"\b[1-9]\d* (?:failed|errors?|failures?|failing)\b", re.I)
JOB = re.compile(r"^Complete job name: (.+)")
NOISE = re.compile(
    r"(?i)\b0 (?:errors?|failed|failures?)\b|errors?: 0\b|-W(?:error|no-error)|"
    r"\b(?:ignore|continue)-on-error\b|\berror[-_](?:handling|prone)\b"
)
FILLER = re.compile(r"^(?:##\[(?:end)?group\].*|shell: .*|env:|\s*|\s*[A-Z_]+: \*\*\*)$")
"""CI lines that say nothing about a failure: step grouping, the shell, masked secrets."""
SETTING = re.compile(r"^ {2,}[\w.-]+: ")
SETTINGS_BLOCK = re.compile(r"^(?:with|env):$")
"""A CI step's inputs (`with:`) and environment (`env:`): configuration echoed before the
step runs, whose words ("fail-on-cache-miss: false") only look like evidence."""
ROUTINE = re.compile(
    r"(?i)^\s*(?:---? PASS\b|=== (?:RUN|PAUSE|CONT)\b|ok\s|PASS$|\?\s|info\s|"
    r"npm (?:notice|info|timing|http)\b|\[\d+/\d+\]|Downloading|Downloaded|Uploading|"
    r"Installing|Collecting|Using cached)|cleaning up|cleaned up|post job|orphan process|"
    r"cache(?:d|s)? |metrics|\b\d{1,3}%|\bSUCCESS\b|\bsucceeded\b|\b0 Failed\b|"
    r"Visit https?://|for documentation|Done in \d"
)
"""Lines that report progress, success or housekeeping rather than the failure."""
WEIGHTS = {
    "annotation-error": 10.0,
    "fatal": 7.0,
    "exit": 6.0,
    "count": 6.0,
    "exception": 5.0,
    "failed": 4.0,
    "error": 4.0,
    "other": 2.0,
    "warning": 0.5,
    "plain": 0.5,
}
ROUTINE_PENALTY = 3.0
NEAR = 8.0
"""What nearness to the anchor adds at distance 0; it halves over four lines."""
REGION = 60
"""Lines before the anchor weighed for nearness."""
LAST_WORDS = 8.0
"""What being the last line said before the anchor adds (text@2's rules)."""
CONTEXT_AFTER = 0.6
DETAIL_LINES = 5
DETAIL_DECAY = 0.8
CONTEXT_BEFORE = 0.35
"""Priority of the lines next to an evidence line, as a share of its own."""
STEP_WINDOW = 8 << 20
"""Bytes before the failure searched for the step that failed."""
MAX_CANDIDATES = 2000
"""Evidence lines weighed; on a huge log, the last ones (failures come late)."""
TEMPLATE_EXAMPLES = 2
TABLE_ROW = re.compile(r"^\s*[|+│┃┌┏├┣└┗╭╰║╔╠╚]")
TABLE_RULE = re.compile(r"^\s*[+┌┏├┣└┗╭╰╔╠╚][-─━═+┬┳┼╋]")
BUILD_STEP_ERROR = re.compile(r"^#(\d+) ERROR\b")
DIGITS = re.compile(r"\d+")
TABLE_ROWS = 12
TABLE_BONUS = 2.0
"""Rows of a table cited after the evidence line that heads it."""
NAMED_KINDS = {"fatal", "exit", "exception"}
"""Evidence kinds worth their label's bytes; "error" or "failed" only repeats the line."""
FOLDED_WEIGHT = 4.0
"""Repeats are counted in the summary only for lines this weighty: errors, not warnings."""

logging.getLogger("drain3").setLevel(logging.WARNING)  # it logs every miner it starts


@dataclass
class Line:
    number: int
    text: str
    kind: str
    weight: float


class TextReducer(BaseReducer):
    name = "text"
    version = 1
    families = ("generic", "process", "harness")
    features = {"dense": 2, "fallback": 3, "lean": 4, "clipped": 5, "honest": 6}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        return 0.1

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        evidence = cite_generic(packet, doc, info)
        if not evidence:
            packet.confidence = 0.6
        return packet.build()


def cite_generic(
    packet: PacketBuilder,
    doc: Document,
    info: ArtifactInfo,
    *,
    scale: float = 1.0,
    read: Callable[[int], bool] | None = None,
) -> list[Line]:
    """What any output gets: the lines around the failure, the failing CI step, evidence
    lines, the exit status and CI job; and the generic fallback (fallback.py) for a packet
    made with it, none of whose lines the family reducer has `read` unless they say a
    cause. Family reducers call it after their own citations, with `scale` < 1 to rank it
    below them. Returns the evidence lines found."""
    if invalid_utf8(doc, info) and "invalid-utf8" not in packet.flags:
        packet.flags.append("invalid-utf8")
    before = len(packet.candidates)
    evidence = scan(doc)
    anchor = _anchor(doc, evidence)
    cite_region(packet, doc, anchor, scale)
    _cite_step(packet, doc, anchor, scale)
    _cite_evidence(packet, evidence, scale)
    _fields(packet, doc, info, evidence)
    if packet.fallback:  # from text@3 and the family versions that fall back (base.py)
        cite_fallback(packet, doc, before, lambda n, t: _skipped(doc, n, t, read))
    return evidence


def invalid_utf8(doc: Document, info: ArtifactInfo) -> bool:
    """What the store learned while writing the bytes; checked here only when it is unknown."""
    if info.encoding in ("utf-8", "utf-8-invalid"):
        return info.encoding == "utf-8-invalid"
    return doc.has_invalid_utf8


def scan(doc: Document) -> list[Line]:
    """Every evidence line, classified and weighed; on a huge output, the last ones."""
    counting = doc.count_in_background()
    offsets = EVIDENCE_LINES.offsets(doc)
    counting.join()
    lines = [classify(n, doc.clean_line(n)) for n in doc.last_lines(offsets, MAX_CANDIDATES)]
    return [line for line in lines if line.weight > 0 and not step_setting(doc, line)]


def classify(number: int, text: str) -> Line:
    """What a line says, and how much that weighs as evidence of a failure."""
    kind = _kind(text)
    weight = WEIGHTS.get(kind, 0.0)
    if kind != "noise" and ROUTINE.search(text):
        weight -= ROUTINE_PENALTY
    return Line(number, text, kind, weight)


KINDS = [
    ("annotation-error", re.compile(r"^##\[error\]")),
    ("warning", re.compile(r"^##\[warning\]")),
    ("fatal", re.compile(r"(?i)fatal|panic")),
    ("exit", EXIT_STATUS),
    ("count", COUNT),
    ("exception", re.compile(r"(?i:exception|traceback)|\b[A-Z]\w*Error:")),
    ("failed", re.compile(r"(?i)fail")),
    ("error", re.compile(r"(?i)error")),
    ("warning", re.compile(r"(?i)warning")),
]
"""The first pattern that matches names the line's kind."""


def _kind(text: str) -> str:
    if NOISE.search(text) or FILLER.match(text):
        return "noise"
    kind = next((kind for kind, pattern in KINDS if pattern.search(text)), None)
    if kind is not None:
        return kind
    return "other" if EVIDENCE.search(text.encode()) else "plain"


def step_setting(doc: Document, line: Line, reach: int = 40) -> bool:
    """Whether the line is one of a CI step's `with:`/`env:` settings."""
    if not SETTING.match(line.text):
        return False
    for number in range(line.number - 1, max(0, line.number - reach), -1):
        text = doc.clean_line(number)
        if SETTINGS_BLOCK.match(text):
            return True
        if text and not SETTING.match(text):  # a value may hold a newline: blank lines pass
            return False
    return False


def _anchor(doc: Document, evidence: list[Line]) -> int:
    """Where the failure shows: the last CI error annotation, else the output's last line."""
    annotations = [line.number for line in evidence if line.kind == "annotation-error"]
    return annotations[-1] if annotations else doc.line_count


def cite_region(packet: PacketBuilder, doc: Document, anchor: int, scale: float = 1.0) -> None:
    """The lines before (and at) the anchor: nearer and weightier ones rank higher. In a
    dense packet (text@2's rules) the last line said before the anchor ranks next to it:
    it is what the failing command printed last, where the anchor is often CI framing."""
    shapes: Counter[str] = Counter()
    last_words = LAST_WORDS if packet.dense else 0.0
    for distance, number in enumerate(range(anchor, max(0, anchor - REGION), -1)):
        line = classify(number, doc.clean_line(number))
        if distance and line.text.strip() and not _is_output(doc, line):
            last_words = 0.0  # the step printed nothing: what comes before is its setup
        shape = DIGITS.sub("0", line.text)
        shapes[shape] += 1
        if distance and (line.kind == "noise" or line.weight < 0 or step_setting(doc, line)):
            continue
        if distance and line.weight < FOLDED_WEIGHT and shapes[shape] > TEMPLATE_EXAMPLES:
            continue  # progress ("step 17/40 fetched shard 017"): two of a kind say it
        nearness = NEAR / (1 + distance / 4)
        bonus = 30.0 if distance == 0 else 0.0
        if distance and last_words:
            bonus, last_words = last_words, 0.0
        packet.cite(
            number, None, "" if distance else "failure", (nearness + line.weight + bonus) * scale
        )


def _is_output(doc: Document, line: Line) -> bool:
    """Whether a line is output a command printed: not CI framing, a setting or progress."""
    framing = line.kind == "noise" or ROUTINE.search(line.text) or step_setting(doc, line)
    return not framing


def _skipped(doc: Document, number: int, text: str, read: Callable[[int], bool] | None) -> bool:
    """Whether the fallback leaves a line out: CI framing, a step's setting, progress or
    housekeeping; a line the family reducer has read, unless it says a cause."""
    line = Line(number, text, "", 0.0)
    if not _is_output(doc, line) or NOISE.search(text):
        return True
    return read is not None and read(number) and not says_cause(text)


def _cite_step(packet: PacketBuilder, doc: Document, anchor: int, scale: float) -> None:
    """The failing CI step's command: the last `##[group]Run` before the anchor."""
    end = doc.raw_offset(anchor)
    position = doc.data.rfind(b"##[group]Run ", max(0, end - STEP_WINDOW), end)
    if position != -1:
        packet.cite(doc.line_at(position), None, "step", 12.0 * scale)


def _cite_evidence(packet: PacketBuilder, evidence: list[Line], scale: float) -> None:
    """Each evidence line and its neighbours; a template's repeats beyond two folded."""
    seen: Counter[int] = Counter()  # by drain3 cluster: a template changes as it learns
    weighty: set[int] = set()
    miner = new_miner()
    for position, line in enumerate(evidence):
        cluster = miner.add_log_message(line.text[:500])["cluster_id"]
        seen[cluster] += 1
        if line.weight >= FOLDED_WEIGHT:
            weighty.add(cluster)
        if seen[cluster] > TEMPLATE_EXAMPLES or line.weight <= 0:
            continue
        priority = (line.weight + position / max(len(evidence), 1)) * scale  # later: likelier
        start, end = table_around(packet.doc, line.number)
        if end > start:  # a report table ("| Errors |", an audit): its rows are the detail
            priority += TABLE_BONUS * scale
        packet.cite(start, end, line.kind if line.kind in NAMED_KINDS else "", priority)
        _cite_build_step(packet, line, priority)
        if line.kind != "annotation-error":  # an annotation ends its step: nothing follows
            _cite_details(packet, line, priority * CONTEXT_AFTER)
            _cite_context(packet, line.number - 1, priority * CONTEXT_BEFORE)
    folded = [(n, c) for c, n in seen.items() if n > TEMPLATE_EXAMPLES and c in weighty]
    if folded:
        count, cluster = max(folded)
        template = miner.drain.id_to_cluster[cluster].get_template()
        packet.say(f"{count}x like: {template[:120]}")


def _cite_build_step(packet: PacketBuilder, line: Line, priority: float) -> None:
    """A BuildKit step's failure (`#72 ERROR: ...`): also the line that names the step
    (`#72 [nydus 1/2] RUN wget ...`), which the error only numbers."""
    found = BUILD_STEP_ERROR.match(line.text)
    if found is None:
        return
    doc = packet.doc
    end = doc.raw_offset(line.number)
    position = doc.data.rfind(
        b"#" + found.group(1).encode() + b" [", max(0, end - STEP_WINDOW), end
    )
    if position != -1:
        packet.cite(doc.line_at(position), None, "build step", priority)


def table_around(doc: Document, number: int) -> tuple[int, int]:
    """The rows of the text table (`|`, `+--`, box drawing) that a line heads or is in, so
    that an error table is cited whole; just the line when it is not a table row."""
    if not TABLE_ROW.match(doc.clean_line(number)):
        return number, number
    end = number
    while end - number < TABLE_ROWS and end < doc.line_count:
        if not TABLE_ROW.match(doc.clean_line(end + 1)):
            break
        end += 1
    start = number
    while number - start < 2 and start > 1 and TABLE_RULE.match(doc.clean_line(start - 1)):
        start -= 1  # the rule above a header row
    return start, end


def _cite_details(packet: PacketBuilder, line: Line, priority: float) -> None:
    """The lines after an evidence line, up to a blank line: a failure's message, expected
    and actual values and where it happened follow it ("Expected ... In [It] at: f.go:661");
    each next one weighs a little less."""
    for number in range(line.number + 1, line.number + 1 + DETAIL_LINES):
        if not _cite_context(packet, number, priority):
            return
        priority *= DETAIL_DECAY


def _cite_context(packet: PacketBuilder, number: int, priority: float) -> bool:
    """A neighbour of an evidence line, unless it says nothing (blank, CI filler, routine)."""
    if not 1 <= number <= packet.doc.line_count:
        return False
    line = Line(number, packet.doc.clean_line(number), "", 0.0)
    said = line.text.strip() and not FILLER.match(line.text) and not ROUTINE.search(line.text)
    if not said or step_setting(packet.doc, line):
        return False
    packet.cite(number, None, "", priority)
    return True


def _fields(packet: PacketBuilder, doc: Document, info: ArtifactInfo, evidence: list[Line]) -> None:
    status = info.exit_status if info.exit_status is not None else _exit_status(evidence)
    packet.set("exit_status", status)
    job = _job(doc)
    if job:
        packet.set("job", job)


def _exit_status(evidence: list[Line]) -> int | None:
    for line in reversed(evidence):
        found = EXIT_STATUS.search(line.text)
        if found:
            return int(found.group(1))
    return None


def _job(doc: Document) -> str | None:
    position = doc.data.find(b"Complete job name: ", 0, 1 << 16)
    if position == -1:
        return None
    found = JOB.match(doc.clean_line(doc.line_at(position)))
    return found.group(1) if found else None


TEXT = TextReducer()
TEXT2 = TextReducer(version=2)
TEXT3 = TextReducer(version=3)
TEXT4 = TextReducer(version=4)
TEXT5 = TextReducer(version=5)
TEXT6 = TextReducer(version=6)
REDUCERS = [TEXT, TEXT2, TEXT3, TEXT4, TEXT5, TEXT6]
