"""Generic JSON, read through reducer contracts: named jq expressions kept as data.

A contract extracts what a reducer needs from a JSON output and nothing
else, so the reducer's Python never walks the raw value. The default
contracts describe any JSON: the top-level keys with their types and sizes,
an array's length and its first item's shape, and the error-looking keys
(`error`, `message`, `status`, `code`, ...) near the top, with their paths.
Other reducers register their own contracts (`register`) and run any mix of
them in one jq pass (`run`).

Citations are by JSON pointer (RFC 6901): the excerpt is the JSON text of
the value at the pointer. `JsonPacketBuilder` adds them to a packet beside
the line citations of `PacketBuilder`, within the same byte budget.

Work is bounded: an output over `MAX_PARSE_BYTES` is not parsed; nesting
depth is measured first in a vectorised pass, and a value nested deeper
than `MAX_DEPTH` is not parsed in Python (jq, which has its own depth limit,
still describes its top level); contracts cap their results and walk only
a few levels. The module also holds the small helpers the other JSON-speaking
reducers share: fields that fit a byte budget, and a scan of the output's tail.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

import jq
import numpy as np

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import (
    Citation,
    FieldValue,
    Packet,
    citation_block,
    field_lines,
    fit,
    header,
    line_limit,
    size,
)

MAX_PARSE_BYTES = 16 << 20
"""Outputs larger than this are not parsed (jq parses about 10 MB a second)."""
MAX_DEPTH = 256
"""Deeper values are not parsed in Python (its decoder recurses); jq allows 10,000."""
MAX_RESULTS = 200
"""Results kept of one contract."""
SCAN_BYTES = 8 << 20
"""How much of a text output's end the text reducers of this package read line by line."""
SNIFF_PARSE_BYTES = 256 << 10
"""Up to this size, `sniff` parses the output to be sure it is JSON."""
EXCERPT_CHARS = 600
"""Longest value (as JSON text) worth a pointer citation."""
SMALL_BUDGET = 1024
MIN_CLIP = 24
"""A field's text is cut to fit only when this much of it is left; else it is left out."""
SEVERE_KEYS = ("error", "errors", "exception", "fault", "failure", "failures", "fatal")

Path = tuple[str | int, ...]

SHAPE = r"""
def kind: if type == "object" or type == "array" or type == "string"
  then "\(type)[\(length)]" else type end;
def item_shape: if type == "object"
  then {shape: kind, keys: [keys_unsorted | limit(20; .[])]} else {shape: kind, keys: []} end;
{
  type: type,
  length: (if type == "object" or type == "array" or type == "string" then length else null end),
  keys: (if type == "object"
    then [limit(40; to_entries[]) | {key: .key, shape: (.value | kind)}] else [] end),
  first: (if type == "array" and length > 0 then (.[0] | item_shape) else null end)
}
"""
ERRORS = r"""
def bounded_paths($depth):
  if $depth <= 0 then empty
  elif type == "object" then
    (keys_unsorted | limit(60; .[])) as $k | [$k], ([$k] + (.[$k] | bounded_paths($depth - 1)))
  elif type == "array" then
    range(0; [length, 3] | min) as $i | [$i], ([$i] + (.[$i] | bounded_paths($depth - 1)))
  else empty end;
[limit(400; bounded_paths(5))
  | select(.[-1] | type == "string" and test($ERROR_KEYS; "i"))]
| sort_by(length) | .[:30][]
"""
ERROR_KEYS = (
    "^(errors?|exception|fault|failures?|fatal|message|msg|detail|details|reason|"
    "status|status_?code|code|warnings?)$"
)
CONTRACTS: dict[str, str] = {
    "json.shape": SHAPE,
    "json.errors": ERRORS.replace("$ERROR_KEYS", json.dumps(ERROR_KEYS)),
}
"""Every registered contract, by name: `family.what` → jq expression."""


def register(contracts: Mapping[str, str]) -> None:
    """Add named contracts (name → jq expression); an expression that does not compile fails
    here, at import, not in the middle of a reduction."""
    for name, expression in contracts.items():
        _compile(_wrap(expression))
        CONTRACTS[name] = expression


def run(names: Sequence[str], loaded: Loaded) -> dict[str, list[Any]]:
    """The results of these contracts over the output, in one jq pass. A contract that
    fails gives no results; so do all of them when jq cannot read the output."""
    program = "{" + ", ".join(f"{json.dumps(n)}: {_wrap(CONTRACTS[n])}" for n in names) + "}"
    try:
        results = _compile(program).input_text(loaded.text).first()
    except (ValueError, RecursionError):
        return {name: [] for name in names}
    return {name: list(results.get(name) or []) for name in names}


def _wrap(expression: str) -> str:
    return f"(try [limit({MAX_RESULTS}; ({expression}))] catch [])"


@lru_cache(maxsize=128)
def _compile(program: str) -> Any:
    return jq.compile(program)


# Loading JSON safely


@dataclass(frozen=True)
class Loaded:
    """An output read as JSON. `value` is set only when `parsed` (it may be JSON null)."""

    text: str
    depth: int
    value: Any = None
    parsed: bool = False


def load(doc: Document) -> Loaded | None:
    """The output as JSON, or None when it is not JSON or too big to parse."""
    if doc.size > MAX_PARSE_BYTES or not looks_like_json(doc):
        return None
    data = bytes(doc.data)
    depth = nesting_depth(data)
    text = data.decode("utf-8", "replace").lstrip("\ufeff")
    if "\\u" in text:  # a lone surrogate escape decodes to a string no packet can encode
        text = LONE_SURROGATE.sub(r"\\ufffd", text)
    if depth > MAX_DEPTH:
        return Loaded(text, depth)
    try:
        return Loaded(text, depth, json.loads(text), parsed=True)
    except (ValueError, RecursionError):
        return None


LONE_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|"
    r"(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
"""A `\\uD800`-`\\uDFFF` escape that is not half of a pair."""
JSON_START = re.compile(rb'^[\[{]\s*(?:["\[{\]}]|-?\d|true\b|false\b|null\b|$)')


def looks_like_json(doc: Document) -> bool:
    """Whether the output begins and ends like one JSON array or object."""
    head = bytes(doc.data[:4096]).lstrip(b"\xef\xbb\xbf \t\r\n")
    tail = bytes(doc.data[-4096:]).rstrip(b" \t\r\n")
    if not head or not tail or not JSON_START.match(head):
        return False
    return (head[:1], tail[-1:]) in ((b"{", b"}"), (b"[", b"]"))


def parses(doc: Document) -> bool:
    """Whether the output is JSON: parsed when small, else judged by its ends."""
    if not looks_like_json(doc):
        return False
    if doc.size > SNIFF_PARSE_BYTES:
        return True
    return load(doc) is not None


def is_json_type(info: ArtifactInfo) -> bool:
    kind = info.content_type.split(";")[0].strip().lower()
    return kind == "application/json" or kind.endswith("+json")


def nesting_depth(data: bytes, chunk: int = 4 << 20) -> int:
    """The deepest nesting of arrays and objects outside strings, in vectorised passes."""
    codes = np.frombuffer(data.replace(b"\\\\", b"").replace(b'\\"', b""), dtype=np.uint8)
    depth, quotes, deepest = 0, 0, 0
    for begin in range(0, len(codes), chunk):
        part = codes[begin : begin + chunk]
        inside = (np.cumsum(part == ord('"'), dtype=np.int64) + quotes) & 1
        opens = ((part == ord("[")) | (part == ord("{"))) & (inside == 0)
        closes = ((part == ord("]")) | (part == ord("}"))) & (inside == 0)
        levels = np.cumsum(opens.astype(np.int32) - closes.astype(np.int32)) + depth
        deepest = max(deepest, int(levels.max()))
        depth, quotes = int(levels[-1]), quotes + int(np.count_nonzero(part == ord('"')))
    return deepest


# Pointers


def pointer(path: Sequence[str | int]) -> str:
    """The RFC 6901 pointer of a path: `["a/b", 0]` → `/a~1b/0`."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def value_at(value: Any, path: Sequence[str | int]) -> Any:
    """The value at a path; KeyError/IndexError/TypeError when there is none (a string
    step into an object, an integer one into an array, nothing else)."""
    for step in path:
        into_object = isinstance(value, dict) and isinstance(step, str)
        into_array = isinstance(value, list) and type(step) is int
        if not (into_object or into_array):
            raise TypeError(f"no step {step!r} into {type(value).__name__}")
        value = value[step]
    return value


def excerpt(value: Any) -> str:
    """The JSON text of a value, on one line."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# A builder with citations by pointer


@dataclass(frozen=True)
class PointerCandidate:
    priority: float
    path: Path
    label: str = ""


@dataclass
class JsonPacketBuilder(PacketBuilder):
    """A PacketBuilder that also cites by JSON pointer.

    Pointer candidates are fitted first, by priority, into what the fixed
    part leaves (minus `line_share` of it when there are line candidates,
    and room for an escalation line); the line candidates then get the rest
    through `PacketBuilder.build`. Pointer citations come first in the packet.
    """

    value: Any = None
    line_share: float = 0.4
    pointer_candidates: list[PointerCandidate] = field(default_factory=list)
    header_extra: int = 0
    """Bytes the reducer adds to the header after the build (a taint mark the lane lacks)."""
    _reserved: int = field(default=0, repr=False)

    def cite_pointer(
        self, path: Sequence[str | int], label: str = "", priority: float = 1.0
    ) -> None:
        self.pointer_candidates.append(PointerCandidate(priority, tuple(path), label))

    def build(self) -> Packet:
        chosen, left_out = self._fit_pointers(self._pointer_room(reserve=False))
        if left_out:
            self.judged_truncated = True
            chosen, _ = self._fit_pointers(self._pointer_room(reserve=True))
        self._reserved = size([line for c in chosen for line in self._block(c)])
        try:
            packet = super().build()
        finally:
            self._reserved = 0
        return fit(packet.model_copy(update={"citations": [*chosen, *packet.citations]}))

    def _fixed_size(self) -> int:
        """The parent's fixed part, plus the pointer citations already placed: what is left
        is the line citations' room, and their lines are clipped as the budget says."""
        return super()._fixed_size() + self._reserved + self.header_extra

    def _block(self, citation: Citation) -> list[str]:
        return citation_block(citation, line_limit(self.budget))

    def _pointer_room(self, *, reserve: bool) -> int:
        room = self.budget - fixed_size(self)
        if self.candidates:
            room -= int(room * self.line_share)
        if reserve or self.candidates or self.judged_truncated:
            room -= escalation_size(self)
        return room

    def _fit_pointers(self, room: int) -> tuple[list[Citation], list[PointerCandidate]]:
        chosen: list[Citation] = []
        paths: list[Path] = []
        left_out: list[PointerCandidate] = []
        ranked = sorted(self.pointer_candidates, key=lambda c: (-c.priority, pointer(c.path)))
        for candidate in ranked:
            if any(candidate.path[: len(p)] == p for p in paths):
                continue  # an ancestor is cited already
            citation = self._pointer_citation(candidate)
            if citation is None:
                continue  # no such value, or too long to quote: the fields describe it
            cost = size(self._block(citation))
            if cost > room:
                left_out.append(candidate)
                continue
            chosen.append(citation)
            paths.append(candidate.path)
            room -= cost
        return chosen, left_out

    def _pointer_citation(self, candidate: PointerCandidate) -> Citation | None:
        try:
            text = excerpt(value_at(self.value, candidate.path))
        except (KeyError, IndexError, TypeError, ValueError, RecursionError):
            return None
        if len(text) > EXCERPT_CHARS:
            return None
        return Citation(
            artifact_id=self.info.id,
            pointer=pointer(candidate.path),
            excerpt=text,
            label=candidate.label,
        )


# Fields within a byte budget


def fixed_size(packet: PacketBuilder) -> int:
    """Bytes of the packet's header, summary and fields as rendered (tainted and truncated
    assumed, so the estimate holds whatever the source)."""
    draft = Packet(
        artifact_id=packet.info.id,
        reducer=packet.reducer,
        summary=packet.summary,
        fields=packet.fields,
        tainted=True,
        truncated=True,
        confidence=packet.confidence,
        flags=packet.flags,
        raw_bytes=packet.doc.size,
    )
    return size([header(draft), *packet.summary, *field_lines(packet.fields)])


def escalation_size(packet: PacketBuilder) -> int:
    """The most an escalation line can take: the reason and three line ranges."""
    digits = len(str(max(packet.doc.line_count, 1)))
    reason = max(len(packet.reason or "cut"), len("confidence 0.00"))
    return len("[escalate: ; artifact_read ]") + reason + 3 * (2 * digits + 4) + 1


def put(packet: PacketBuilder, name: str, value: object, limit: int) -> bool:
    """Set a field if the fixed part stays within `limit` bytes: a list keeps the items that
    fit and counts the rest, a long string is clipped. False when anything was cut. A value
    read from JSON may be of any type: lists become strings, objects their JSON text."""
    if value is None or value in ([], ""):
        return True
    value = field_value(value)
    room = limit - fixed_size(packet)
    if size(field_lines({name: value})) <= room:
        packet.set(name, value)
        return True
    if isinstance(value, str):
        packet.set(name, clip(value, room - len(name.encode()) - 3, least=MIN_CLIP))
    elif isinstance(value, list):
        packet.set(name, _fit_items(name, [str(v) for v in value], room))
    return False


def field_value(value: object) -> FieldValue:
    if isinstance(value, str | int | float):  # bool is an int
        return value
    if isinstance(value, list):
        return [v if isinstance(v, str) else excerpt(v) for v in value]
    return excerpt(value)


def _fit_items(name: str, items: list[str], room: int) -> list[str]:
    """The items that fit, and how many did not; the first one clipped should it alone not."""
    marker = len(f", +{len(items) - 1} more") if len(items) > 1 else 0
    first = clip(items[0], room - len(f"{name}: \n".encode()) - marker, least=MIN_CLIP)
    if first != items[0]:
        return [first, f"+{len(items) - 1} more"] if first and marker else [first] if first else []
    kept: list[str] = []
    for number, item in enumerate(items):
        more = [f"+{len(items) - number - 1} more"] if number < len(items) - 1 else []
        if size(field_lines({name: [*kept, item, *more]})) > room:
            break
        kept.append(item)
    left = len(items) - len(kept)
    if left and kept and size(field_lines({name: [*kept, f"+{left} more"]})) <= room:
        return [*kept, f"+{left} more"]
    return kept


def clip(text: str, room: int, least: int = 8) -> str:
    """The text cut to `room` bytes, with an ellipsis when cut; empty when less than `least`
    bytes would be left of it."""
    data = text.encode()
    if len(data) <= room:
        return text
    if room < least:
        return ""
    return data[: room - 3].decode("utf-8", "ignore").rstrip() + "…"


def say(packet: PacketBuilder, line: str, limit: int) -> None:
    """A summary line, if the fixed part stays within `limit` bytes."""
    if fixed_size(packet) + len(line.encode()) + 1 <= limit:
        packet.say(line)


def shrink(packet: PacketBuilder, limit: int) -> None:
    """Drop fields (the CI job first, then the last set) and summary lines beyond the first
    until the fixed part fits `limit` bytes; what goes makes the packet truncated."""
    while fixed_size(packet) > limit and (packet.fields or len(packet.summary) > 1):
        packet.judged_truncated = True
        if "job" in packet.fields:
            del packet.fields["job"]
        elif len(packet.summary) > 1:
            packet.summary.pop()
        else:
            packet.fields.pop(next(reversed(packet.fields)))


def field_limit(packet: PacketBuilder, share: float) -> int:
    """Bytes the fixed part may take: `share` of the budget (at least 3/4 of a small one,
    where fields say more than the few lines that would fit), leaving room to escalate."""
    share = share if packet.budget >= SMALL_BUDGET else max(share, 0.75)
    return min(int(packet.budget * share), packet.budget - escalation_size(packet) - 16)


# Reading text outputs


def tail_lines(doc: Document, limit: int = SCAN_BYTES) -> Iterator[tuple[int, str]]:
    """(number, clean text) of every line in the output's last `limit` bytes."""
    first = doc.line_at(doc.size - limit) if doc.size > limit else 1
    for number in range(first, doc.line_count + 1):
        yield number, doc.clean_line(number)


def head_bytes(doc: Document, limit: int = 65536) -> bytes:
    return bytes(doc.data[:limit])


# The generic JSON reducer


FIELD_SHARE = 0.55


class Sniffer(Protocol):
    def sniff(self, doc: Document, info: ArtifactInfo) -> float: ...


SPECIALISTS: list[Sniffer] = []
"""Reducers of particular JSON formats (kubectl, gh, terraform, audits) the generic one
defers to, even when the tool says its output is of the `json` family."""
DEFERRING = 0.3
"""The generic reducer's claim on JSON a specialist claims (0.9 or more): with the family
bonus (0.5) it stays below the specialist's."""


def defer_to(reducer: Sniffer) -> None:
    SPECIALISTS.append(reducer)


class JsonReducer(BaseReducer):
    name = "json"
    version = 1
    families = ("json",)
    features = {"clipped": 2}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if not parses(doc):
            return 0.6 if is_json_type(info) else 0.0
        if any(s.sniff(doc, info) >= 0.9 for s in SPECIALISTS):
            return DEFERRING
        return 0.8 if is_json_type(info) else 0.7

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        loaded = load(doc)
        packet = JsonPacketBuilder(
            self.key, doc, info, budget, value=loaded.value if loaded else None
        )
        if loaded is None:
            return _not_json(packet, doc, info)
        results = run(["json.shape", "json.errors"], loaded)
        limit = field_limit(packet, FIELD_SHARE)
        top = results["json.shape"][0] if results["json.shape"] else {}
        _kind(packet, loaded, top if isinstance(top, dict) else {}, limit)
        if loaded.parsed:
            cite_errors(packet, loaded, limit, results["json.errors"])
            _shape(packet, top if isinstance(top, dict) else {}, limit)
        shrink(packet, limit)
        return packet.build()


def _not_json(packet: JsonPacketBuilder, doc: Document, info: ArtifactInfo) -> Packet:
    packet.confidence = 0.6
    reason = "too big to parse" if doc.size > MAX_PARSE_BYTES else "not valid JSON"
    packet.say(f"JSON expected, {reason}; read as text")
    cite_generic(packet, doc, info)
    return packet.build()


def _kind(packet: JsonPacketBuilder, loaded: Loaded, top: dict[str, Any], limit: int) -> None:
    kind = str(top.get("type") or "value")
    length = top.get("length")
    shown = f"{kind}[{length}]" if length is not None else kind
    if loaded.parsed:
        put(packet, "json", f"{shown}, {loaded.depth} levels deep", limit)
        return
    packet.confidence = 0.5
    put(packet, "json", f"{shown}, nested {loaded.depth} levels deep (not read further)", limit)


def _shape(packet: JsonPacketBuilder, top: dict[str, Any], limit: int) -> None:
    first = top.get("first")
    if isinstance(first, dict):
        item = str(first.get("shape"))
        names = ", ".join(str(k) for k in first.get("keys") or [])
        put(packet, "first_item", f"{item} {{{names}}}" if names else item, limit)
    keys = [f"{k['key']}: {k['shape']}" for k in top.get("keys") or [] if isinstance(k, dict)]
    put(packet, "keys", keys, limit)


def cite_errors(
    packet: JsonPacketBuilder, loaded: Loaded, limit: int, found: list[Any] | None = None
) -> None:
    """Error-looking keys (found by the `json.errors` contract unless given), the severe ones
    first: scalar values as fields named by their pointer, every value cited."""
    if not loaded.parsed:
        return
    if found is None:
        found = run(["json.errors"], loaded)["json.errors"]
    paths = [tuple(p) for p in found if isinstance(p, list)]
    for path in sorted(paths, key=lambda p: (not _severe(p), len(p))):
        _cite_error(packet, loaded.value, path, limit)


def _severe(path: Path) -> bool:
    """Whether the path is, or is under, a key that names an error."""
    return any(str(step).lower() in SEVERE_KEYS for step in path)


def _cite_error(packet: JsonPacketBuilder, value: Any, path: Path, limit: int) -> None:
    try:
        found = value_at(value, path)
    except (KeyError, IndexError, TypeError):
        return
    if found is None or found in ("", [], {}):
        return
    if isinstance(found, str):
        put(packet, pointer(path), found, limit)
    elif not isinstance(found, dict | list):
        put(packet, pointer(path), excerpt(found), limit)
    severe = str(path[-1]).lower() in SEVERE_KEYS
    packet.cite_pointer(path, "error" if severe else str(path[-1]), 10.0 if severe else 5.0)


JSON = JsonReducer()
JSON2 = JsonReducer(version=2)
REDUCERS = [JSON, JSON2]
