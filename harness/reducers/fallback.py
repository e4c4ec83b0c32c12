"""The generic fallback: evidence of a failure in output of a shape no reducer was made for.

A family reducer reads its tool's report; the generic evidence (text.py) weighs error
lines and the end of the output. Neither sees a formatter's diff, a linter's CI
annotations or JSON lines, a resolver's `Cannot find package`, a test runner's aborted
subprocess or a script's `command not found` when that line says none of their words
or sits before an after-failure step. The fallback looks for those in any format:

- The failing step. Its end is the last `##[error]` annotation, or a GitLab job's
  `Running after_script` / failed-artifacts upload, or the output's end; its last words
  (the last line the command printed) rank high, and so does the exit status line.
- Failure vocabulary, in three strengths: a cause (`not found`, `No such file`, `Cannot
  find`, `aborted`, a signal, `Assertion ... failed`, `panic`, `denied`, `refused`,
  `timed out`, `Caused by`), a verdict (`::error`, `error:`, `FAILED`, `would reformat`,
  `Diff in`, error codes such as E0382, TS2304, F821), and an exit status. Lines whose
  shape (digits and hex aside) is rare in the output rank higher than a repeated one,
  later ones higher than earlier ones, lines of the failing step higher still.
- Diff hunks: a diff's file headers, and its first changed lines.
- A long line's point. Where a CI annotation or a JSON line is longer than the packet
  shows it, its message (the annotation's, a JSON object's `message` value) is said in the
  summary.

Its candidates rank up to CEILING when the family reducer cited nothing of its own, else
up to a share of the family's best priority, so its best lines come after the family's
best and before the family's filler.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import re2
from drain3 import TemplateMiner
from drain3.template_miner_config import TemplateMinerConfig

from harness.output.document import Document, clean
from harness.reducers.packet import line_limit

if TYPE_CHECKING:  # the builder's honest packets use `scan`: no import cycle at run time
    from harness.reducers.builder import PacketBuilder

VOCABULARY = re2.compile(
    rb"(?i)(not found|no such file|cannot find|can't (?:find|locate|open|resolve)|could not|"
    rb"unable to|unresolved|abort|sig(?:abrt|segv|kill|bus|ill|fpe|term)\b|signal|"
    rb"segmentation fault|core dumped|\bkilled\b|out of memory|assert|panic|fatal|denied|"
    rb"refused|timed? ?out|deadline exceeded|caused by|::error|::warning|##\[error\]|error|"
    rb"fail|exit (?:code|status)|exited with|non-zero|would reformat|reformatted|diff in |"
    rb"\b[A-Z]{1,4}\d{3,4}\b|^(?:---|\+\+\+|@@) )"
)
"""Lines worth weighing: any of the words below, in any format."""
CAUSE = re.compile(
    r"(?i)\bnot found\b|no such file|cannot find|can'?t (?:find|locate|open|resolve)|"
    r"could not (?:find|resolve|load|open|read|locate|connect)|unable to (?:find|locate|"
    r"resolve|load|open|read|connect)|\bunresolved\b|\baborted\b|\bSIG(?:ABRT|SEGV|KILL|BUS|"
    r"ILL|FPE)\b|segmentation fault|core dumped|\bkilled\b|out of memory|assertion\b.*\bfail|"
    r"\bpanick?ed\b|\bfatal\b|permission denied|\bdenied\b|connection refused|\brefused\b|"
    r"\btimed out\b|deadline exceeded|^\s*caused by\b"
)
"""What says why a step failed."""
VERDICT = re.compile(
    r"^::(?:error|warning)\b|^##\[error\](?!Process completed)|(?i:\berror\b[:\[(]|\berror\b "
    r"\(|\bfailed\b|\bfailure\b|\bFAIL\b|would reformat|would be reformatted|^Diff in )|"
    r"\b(?:[A-Z]{1,3}\d{3,4}|TS\d{4,5}|E\d{4}|ERR_[A-Z_]{4,})\b|"
    r'"(?:severity|level|type|status)"\s*:\s*"(?i:error|fatal|critical|failed|failure)"'
)
"""What says that something failed, and where."""
EXIT = re.compile(
    r"(?i)exit (?:code|status)\s*:?\s*-?\d+|exited with (?:code )?-?\d+|returned non-zero|"
    r"non-zero exit|\] Error \d+|Job failed|Process completed with exit code [1-9]"
)
ERROR_WORD = re.compile(r"(?i)(?<![\w.-])(?:errors?|fail(?:ed|ures?|s)?|fatal|warning)(?![\w-])")
"""The words alone, not in a name (`libgpg-error-dev`, `fail_fast`)."""
DIFF_HEADER = re.compile(r"^(?:--- |\+\+\+ |@@ -\d|Diff in |diff (?:--git|-u) )")
DIFF_CHANGE = re.compile(r"^[-+](?![-+]{2} )")
ROUTINE = re.compile(
    r"(?i)^\s*(?:Downloading|Downloaded|Installing|Collecting|Using cached|Get:\d|Hit:\d|"
    r"Unpacking|Setting up|Selecting|Preparing to unpack|Requirement already|ok \d|PASS\b|"
    r"\[command\]|shell: |##\[(?:end)?group\])|\b0 (?:errors?|failed|failures?)\b|"
    r"\bno errors?\b|continue-on-error|fail-fast|if: failure|error[-_]?(?:handling|log)\b|"
    r"\b\d{1,3}%"
)
"""Lines that report progress, setup or success, whatever words they hold."""
SHAPE = re.compile(r"0x[0-9a-fA-F]+|[0-9a-f]{7,}|\d+")
GITLAB_END = re.compile(
    r"^(?:Running after_script|Uploading artifacts for failed job|Cleaning up project "
    r"directory|ERROR: Job failed)"
)
GITLAB_MARKERS = (
    b"Running after_script",
    b"Uploading artifacts for failed job",
    b"Cleaning up project directory",
)
"""Where a GitLab job's script has ended: its after_script, the upload, the cleanup."""
STEP_MARKERS = (b"\n##[group]Run ", b"Z ##[group]Run ", b"\n$ ")
"""Where a step's command shows: GitHub's group (after a timestamp or not), GitLab's `$`."""
FRAMING = re.compile(r"^(?:##\[|\[command\]|shell: |env:$|\s+[A-Z_]+: |Post job|Cleaning up)")
"""CI framing around a step's output: not what the command printed."""
JSON_MESSAGE = re.compile(
    r'"(?:message|msg|error|reason|description|text|title|detail)"\s*:\s*"((?:[^"\\]|\\.){3,})"'
)
ANNOTATION = re.compile(r"^::(?:error|warning|notice)\b[^:]*::(?P<message>.+)$")

STRENGTH = {"cause": 1.0, "verdict": 0.75, "exit": 0.8, "diff": 0.6, "word": 0.4}
LAST_WORDS = 0.95
"""The last line the failing step printed, as a share of the ceiling."""
LAST_LINES = 4
"""Lines before the last words cited with them, each worth less (dense.py)."""
OUTSIDE_SHARE = 0.5
"""What a line outside the failing step (setup before it, after-failure steps and
cleanup after it) weighs, as a share: its failures are seldom the one that failed the job."""
LATENESS = 0.4
"""What being late in the output adds, at the end, as a share."""
REPEATS_KEPT = 2
"""Lines of one shape cited; the rest of a shape that repeats say nothing new."""
CONTEXT_SHARE = 0.45
"""A cause line's neighbours (the command, the file it names), as a share of it."""
DIFF_LINES = 3
MAX_LINES = 1500
"""Lines weighed, the last ones of a huge output."""
LINE_CHARS = 4096
"""Characters of a line weighed: the words that say a failure come early in it."""
TOP_ALONE, TOP_BESIDE = 40, 8
"""Lines cited when the family reducer found nothing, and beside what it found."""
CEILING = 16.0
"""The best fallback line's priority when it is all there is: as high as the generic
evidence's best lines (text.py), below its anchor line (the output's end, the last error
annotation)."""
FAMILY_SHARE = 0.55
"""Beside a family reducer's own citations: the best fallback line's share of the family's
best priority."""
MAX_FOCUS = 4
FOCUS_CHARS = 220


@dataclass(frozen=True)
class Evidence:
    number: int
    text: str
    kind: str
    weight: float


Routine = Callable[[int, str], bool]
"""Whether line `n` (its clean text given) is routine output, setup or CI configuration:
the caller's judgement (text.py's), besides the fallback's own ROUTINE."""


def cite_fallback(
    packet: PacketBuilder, doc: Document, before: int, routine: Routine = lambda n, t: False
) -> None:
    """Cite the fallback's evidence, below what a family reducer cited (its first `before`
    candidates, see `ceiling`), and say the point of the weightiest long lines
    (`PacketBuilder.focus`)."""
    if doc.line_count == 0:
        return
    start, end = failing_step(doc)
    found = [e for e in weighed(doc, scan(doc), start, end) if not routine(e.number, e.text)]
    top = sorted(verdict_first(found), key=lambda e: (-e.weight, -e.number))
    beside = any(c.priority > 0 for c in packet.candidates[:before])
    top = top[: TOP_BESIDE if beside else TOP_ALONE]
    most = ceiling(packet, before)
    last = last_words(doc, start, end, routine)
    if last:
        top.append(Evidence(last, doc.clean_line(last), "last", LAST_WORDS))
        packet.cite(
            max(start, last - LAST_LINES), last, "", LAST_WORDS * most * CONTEXT_SHARE, keep="end"
        )  # what the step printed before its last words
    for evidence in top:
        _cite(packet, doc, evidence, min(evidence.weight, 1.0) * most, routine)
    packet.focus += focus_lines(top, line_limit(packet.budget))


def verdict_first(found: list[Evidence]) -> list[Evidence]:
    """The evidence, the last exit status line (the job's verdict: `exit code 127` says a
    command was missing, 124 a timeout, 137 a kill) at full weight."""
    exits = [e for e in found if e.kind == "exit"]
    if not exits:
        return found
    verdict = exits[-1]
    return [replace(e, weight=1.0) if e is verdict else e for e in found]


def ceiling(packet: PacketBuilder, before: int) -> float:
    """The best fallback line's priority: CEILING alone, else a share of the best of what
    the family reducer cited (the first `before` candidates), CEILING at most."""
    best = max((c.priority for c in packet.candidates[:before]), default=0.0)
    return min(CEILING, best * FAMILY_SHARE) if best > 0 else CEILING


SCAN_REACH = 8 << 20
"""Bytes before the end the fallback scans: past that it would only pay a second pass over
the whole output for lines MAX_LINES leaves out anyway."""


def scan(doc: Document, first: int = 1, last: int | None = None) -> list[int]:
    """The lines holding any failure vocabulary (of lines `first` to `last` when given);
    on a huge output, the last ones, found in its last SCAN_REACH bytes (text.py's error
    windows read the rest)."""
    floor = max(doc.raw_offset(first), doc.size - SCAN_REACH)
    stop = doc.size if last is None or last >= doc.line_count else doc.raw_offset(last + 1)
    found = VOCABULARY.finditer(doc.data, floor, max(floor, stop))
    return doc.last_lines([match.start() for match in found], MAX_LINES)


def weighed(doc: Document, numbers: list[int], start: int, end: int) -> list[Evidence]:
    """Each line's kind and weight (0 to ~1.3): by kind, how rare its template is, lateness
    and whether it is in the failing step; a template's repeats past the first two left out."""
    lines = [(n, clean(doc.line(n)[:LINE_CHARS])) for n in numbers]
    templates = template_ids([text for _, text in lines])
    sizes = Counter(templates)
    seen: Counter[int] = Counter()
    found: list[Evidence] = []
    for (number, text), template in zip(lines, templates, strict=True):
        kind = kind_of(text)
        seen[template] += 1
        if kind is None or seen[template] > REPEATS_KEPT:
            continue
        weight = STRENGTH[kind] * rarity(sizes[template])
        weight *= 1 - LATENESS + LATENESS * number / doc.line_count
        weight *= 1.0 if start <= number <= end else OUTSIDE_SHARE
        found.append(Evidence(number, text, kind, weight))
    return found


def says_cause(text: str) -> bool:
    return bool(CAUSE.search(text))


def kind_of(text: str) -> str | None:
    """What a line says of a failure, or None for nothing (or routine)."""
    if not text.strip() or ROUTINE.search(text):
        return None
    if DIFF_HEADER.match(text):
        return "diff"
    if CAUSE.search(text):
        return "cause"
    if EXIT.search(text):
        return "exit"
    if VERDICT.search(text):
        return "verdict"
    return "word" if ERROR_WORD.search(text) else None


def template_ids(texts: list[str]) -> list[int]:
    """Each line's template (drain3's cluster): lines that differ only in their numbers,
    paths or names share one, so a rare one stands out from the repeated noise."""
    miner = new_miner()
    return [
        miner.add_log_message(SHAPE.sub("0", text.strip())[:500])["cluster_id"] for text in texts
    ]


def new_miner() -> TemplateMiner:
    """A drain3 template miner as the reducers use it: no profiling, lines of one template
    when half their tokens agree."""
    config = TemplateMinerConfig()
    config.profiling_enabled = False
    config.drain_sim_th = 0.5
    return TemplateMiner(config=config)


def rarity(count: int) -> float:
    """A shape seen once says most; one seen often is spam, whatever its words."""
    return 1.0 if count == 1 else 0.85 if count <= 3 else 0.6


STEP_REACH = 4 << 20
"""Bytes before the end searched for the failing step's bounds: a step longer than this is
taken to start there, so a 100 MB output is not scanned whole for a marker it lacks."""


def failing_step(doc: Document) -> tuple[int, int]:
    """The lines of the step that failed: from its command (`##[group]Run`, GitLab's
    `$ command`) to its end (`_step_end`); from the first line when no command shows."""
    end = _step_end(doc)
    stop = doc.raw_offset(end)
    floor = max(0, stop - STEP_REACH)
    found = max(doc.data.rfind(marker, floor, stop) for marker in STEP_MARKERS)
    if found == -1:
        return (doc.line_at(floor) if floor else 1), end
    return doc.line_at(found + 1), end


def _step_end(doc: Document) -> int:
    """The failing step's last line: the last `##[error]` annotation, else the line before
    GitLab's after_script (or its failed-artifacts upload, its cleanup), else the last."""
    annotation = _last_line_starting(doc, b"##[error]")
    if annotation:
        return annotation
    for marker in GITLAB_MARKERS:
        found = _last_line_starting(doc, marker)
        if found > 1:
            return found - 1
    return doc.line_count


def _last_line_starting(doc: Document, marker: bytes) -> int:
    """The last line in the output's last STEP_REACH bytes whose clean text starts with
    `marker`, or 0."""
    stop, floor = doc.size, max(0, doc.size - STEP_REACH)
    while (found := doc.data.rfind(marker, floor, stop)) != -1:
        number = doc.line_at(found)
        if doc.clean_line(number).startswith(marker.decode()):
            return number
        stop = found
    return 0


def last_words(doc: Document, start: int, end: int, routine: Routine) -> int:
    """The last line the failing step's command printed (not CI framing or routine), or 0."""
    for number in range(end, max(start, end - 40) - 1, -1):
        text = doc.clean_line(number)
        if not text.strip() or FRAMING.match(text) or GITLAB_END.match(text):
            continue
        if not ROUTINE.search(text) and not routine(number, text):
            return number
    return 0


def _cite(
    packet: PacketBuilder, doc: Document, evidence: Evidence, priority: float, routine: Routine
) -> None:
    """The line; a cause with the line before (the command, the file it names) and after
    (the message's next line), unless they are routine; a diff header with its first
    changed lines."""
    packet.cite(evidence.number, None, "", priority)
    if evidence.kind == "diff":
        _cite_changes(packet, doc, evidence.number, priority * CONTEXT_SHARE)
    elif evidence.kind in ("cause", "last"):
        for number in (evidence.number - 1, evidence.number + 1):
            text = doc.clean_line(number) if 1 <= number <= doc.line_count else ""
            if text.strip() and not ROUTINE.search(text) and not routine(number, text):
                packet.cite(number, None, "", priority * CONTEXT_SHARE)


def _cite_changes(packet: PacketBuilder, doc: Document, header: int, priority: float) -> None:
    changed = 0
    for number in range(header + 1, min(header + 12, doc.line_count) + 1):
        text = doc.clean_line(number)
        if DIFF_HEADER.match(text) and not text.startswith("@@"):
            return
        if DIFF_CHANGE.match(text):
            packet.cite(number, None, "", priority)
            changed += 1
            if changed >= DIFF_LINES:
                return


def focus_lines(top: list[Evidence], limit: int) -> list[str]:
    """What the weightiest lines that a packet would clip say past the clip: a CI
    annotation's message, a JSON line's message, the text around the cause."""
    said: list[str] = []
    for evidence in top:
        if len(said) >= MAX_FOCUS:
            break
        point = focus(evidence.text, limit)
        if point:
            said.append(f"L{evidence.number}: {point}")
    return said


def focus(text: str, limit: int) -> str:
    """The part of a long line that says what failed, when it lies past `limit`; else ""."""
    if len(text) <= limit:
        return ""
    annotation = ANNOTATION.match(text.strip())
    if annotation:
        return annotation["message"][:FOCUS_CHARS]
    if text.lstrip().startswith("{") and (messages := JSON_MESSAGE.findall(text)):
        return " | ".join(messages)[:FOCUS_CHARS]
    return ""
