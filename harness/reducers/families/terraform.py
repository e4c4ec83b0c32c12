"""Terraform plans, applies and diagnostics: as text, as `show -json`, and as `-json` lines.

What a reviewer of a plan must see first is what it destroys and replaces,
then what it updates in place and which attributes change, and last what it
creates; an error stops everything, so its diagnostic comes before all.

- Text (`terraform plan`/`apply`, coloured or not): the `# <address> will be
  destroyed` headers and their blocks, the `~` attribute lines of an update
  and the `# forces replacement` lines of a replacement, the `Plan: …` line,
  and each `Error:` diagnostic with its box and its `on main.tf line 12`.
- `terraform show -json` (and `validate -json`): `resource_changes` through
  a jq contract, cited by JSON pointer: the actions of each change, the
  paths that force a replacement, and for an update the changed attributes'
  values before and after, except those the plan marks sensitive, whose
  names alone are given.
- `terraform plan -json` (one JSON message a line): planned changes, the
  change summary and diagnostics, cited by line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from harness.artifacts import ArtifactInfo
from harness.document import Document, clean
from harness.reducers.base import BaseReducer, head_and_tail
from harness.reducers.families.json import (
    JsonPacketBuilder,
    Loaded,
    defer_to,
    field_limit,
    load,
    looks_like_json,
    put,
    register,
    run,
    say,
    shrink,
    tail_lines,
    value_at,
)
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet

ACTIONS = ("delete", "replace", "update", "create", "read", "move", "import", "forget")
"""In the order a reviewer reads them."""
FIELD_NAMES = {"delete": "destroy"}
PRIORITY = {"delete": 30.0, "replace": 28.0, "update": 20.0, "create": 8.0, "read": 5.0,
            "move": 6.0, "import": 6.0, "forget": 6.0, "drift": 7.0}  # fmt: skip
ERROR_PRIORITY = 40.0
FIELD_SHARE = 0.6
GENERIC_SCALE = 0.2
MAX_ATTRIBUTES = 5
NEAR_END = 4096
Path = tuple[str | int, ...]


@dataclass
class Cite:
    priority: float
    label: str
    start: int = 0
    end: int = 0
    path: Path | None = None
    keep: Literal["start", "end"] = "start"


@dataclass
class Change:
    address: str
    action: str
    attributes: list[str] = field(default_factory=list)

    def shown(self) -> str:
        return f"{self.address} ({', '.join(self.attributes)})" if self.attributes else self.address


@dataclass
class Plan:
    """What a plan, apply or validation said, whatever its format."""

    changes: list[Change] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    summary: str = ""
    drift: list[str] = field(default_factory=list)
    cites: list[Cite] = field(default_factory=list)


# Text

RESOURCE = re.compile(
    r"^\s*# (?P<addr>\S+?)(?: \(deposed object \w+\))? (?P<what>will be created|will be destroyed|"
    r"will be updated in-place|must be replaced|will be replaced|is tainted, so must be replaced|"
    r"will be read during apply|has moved to \S+|will be imported|will be forgotten|"
    r"will no longer be managed by Terraform|has changed|has been deleted)"
)
VERBS = {
    "will be created": "create", "will be destroyed": "delete", "will be updated": "update",
    "must be replaced": "replace", "will be replaced": "replace", "is tainted": "replace",
    "will be read": "read", "has moved": "move", "will be imported": "import",
    "will be forgotten": "forget", "will no longer": "forget", "has changed": "drift",
    "has been deleted": "drift",
}  # fmt: skip
BLOCK_END = re.compile(r"^ {4}\}\s*$")
ATTRIBUTE = re.compile(r"^\s*(?P<mark>[~+-]|-/\+|\+/-) (?P<name>[\w.-]+|\"[^\"]+\")\s*(?:=|\{)")
SUMMARY = re.compile(
    r"^(?:Plan: (?P<plan>.+?)\.|(?P<done>(?:Apply|Destroy) complete! Resources: .+?)\.|"
    r"(?P<none>No changes\.) .*)\s*$"
)
DIAGNOSTIC = re.compile(r"^(?:[│|] )?(?P<severity>Error|Warning): (?P<summary>.+?)\s*$")
LOCATION = re.compile(r"\bon (?P<file>\S+) line (?P<line>\d+)")
WITH = re.compile(r"^(?:[│|] )?\s*with (?P<addr>[^,\s]+),")
BOX_START, BOX_END = "╷", "╵"
MAX_DIAGNOSTIC_LINES = 60


def parse_text(doc: Document) -> Plan:
    plan = Plan()
    lines = dict(tail_lines(doc))
    for number, text in lines.items():
        found = RESOURCE.match(text)
        if found:
            _resource(plan, lines, number, found)
        elif (summary := SUMMARY.match(text)) is not None:
            plan.summary = summary.group("plan") or summary.group("done") or "no changes"
            plan.cites.append(Cite(36.0, "plan", number, number))
        elif (diagnostic := DIAGNOSTIC.match(text)) is not None:
            _diagnostic(plan, lines, number, diagnostic)
    return plan


def _resource(plan: Plan, lines: dict[int, str], number: int, found: re.Match[str]) -> None:
    action = next(v for k, v in VERBS.items() if found.group("what").startswith(k))
    address = found.group("addr")
    priority = PRIORITY[action]
    plan.cites.append(Cite(priority, action if action != "delete" else "destroy", number, number))
    if action == "drift":
        plan.drift.append(address)
        return
    end = _block_end(lines, number)
    change = Change(address, action)
    plan.changes.append(change)
    if end > number:
        plan.cites.append(Cite(priority * 0.4, "", number + 1, end))
    if action in ("update", "replace"):
        _attributes(plan, change, lines, number + 1, end)


def _block_end(lines: dict[int, str], start: int) -> int:
    """The line closing a resource block (`    }`), or `start` when none comes soon."""
    for number in range(start + 1, start + 400):
        text = lines.get(number)
        if text is None or RESOURCE.match(text) or SUMMARY.match(text):
            return start
        if BLOCK_END.match(text):
            return number
    return start


def _attributes(plan: Plan, change: Change, lines: dict[int, str], start: int, end: int) -> None:
    """The attributes a change touches at the block's top level: those forcing a replacement
    first, then those with known new values, each line cited; then those known after apply."""
    forcing, changed, later = [], [], []
    level = -1
    for number in range(start, end):
        text = lines[number]
        found = ATTRIBUTE.match(text)
        if not found or level not in (-1, found.start("mark")):
            continue
        level, name = found.start("mark"), found.group("name").strip('"')
        if "# forces replacement" in text:
            forcing.append(f"{name} forces")
            plan.cites.append(
                Cite(PRIORITY[change.action] - 2, "forces replacement", number, number)
            )
        elif "(known after apply)" in text:
            later.append(name)
        else:
            changed.append(name)
            plan.cites.append(Cite(PRIORITY[change.action] - 4, "", number, number))
    change.attributes = list(dict.fromkeys([*forcing, *changed, *later]))[:MAX_ATTRIBUTES]


def _diagnostic(plan: Plan, lines: dict[int, str], number: int, found: re.Match[str]) -> None:
    start = number - 1 if lines.get(number - 1, "").startswith(BOX_START) else number
    end = _diagnostic_end(lines, number, boxed=start < number)
    body = [lines[n] for n in range(number, end + 1)]
    location = next((m for text in body if (m := LOCATION.search(text))), None)
    address = next((m.group("addr") for text in body if (m := WITH.match(text))), "")
    where = f"{location.group('file')} line {location.group('line')}" if location else address
    shown = f"{found.group('summary')} ({where})" if where else found.group("summary")
    error = found.group("severity") == "Error"
    (plan.errors if error else plan.warnings).append(shown)
    priority = ERROR_PRIORITY if error else 6.0
    plan.cites.append(Cite(priority, found.group("severity").lower(), number, number))
    if end > number:
        plan.cites.append(Cite(priority - 5, "", start, end))


def _diagnostic_end(lines: dict[int, str], number: int, *, boxed: bool) -> int:
    last = number
    for n in range(number + 1, number + MAX_DIAGNOSTIC_LINES):
        text = lines.get(n)
        if text is None:
            break
        if boxed and text.startswith(BOX_END):
            return n
        if not boxed and (DIAGNOSTIC.match(text) or RESOURCE.match(text) or text.startswith("##[")):
            break
        if text.strip():
            last = n
    return last


# terraform show -json, validate -json

CHANGES = r"""
def sensitive_keys: [(.before_sensitive, .after_sensitive) | objects
  | to_entries[] | select([.value | .. | booleans] | any) | .key] | unique;
((.resource_changes | arrays) // []) | to_entries[] | .key as $index | .value | objects
| select((.change.actions // []) != ["no-op"])
| .change as $c
| {index: $index, address, actions: ($c.actions // []), reason: .action_reason,
   replace_paths: ($c.replace_paths // []),
   sensitive: ($c | sensitive_keys),
   changed: (if ($c.actions // []) | index("update") or length == 2 then
     [((($c.before // {}) | keys_unsorted) + (($c.after // {}) | keys_unsorted)
       + (($c.after_unknown // {}) | keys_unsorted)) | unique[] as $k
      | select(($c.before | objects | .[$k]) != ($c.after | objects | .[$k])
               or ($c.after_unknown | objects | .[$k]) == true) | $k]
     else [] end),
   unknown: [($c.after_unknown // {}) | objects | to_entries[] | select(.value == true) | .key]}
"""
DIAGNOSTICS = r"""
(.diagnostics // [])[]? | {severity, summary, address,
  file: .range.filename, line: .range.start.line}
"""
HEADER = r"""
{errored: .errored, has_changes: has("resource_changes"),
 drift: [(.resource_drift // [])[]? | select((.change.actions // []) != ["no-op"]) | .address]}
"""
register({
    "terraform.changes": CHANGES, "terraform.diagnostics": DIAGNOSTICS,
    "terraform.header": HEADER,
})  # fmt: skip


def parse_json(loaded: Loaded) -> Plan:
    results = run(["terraform.changes", "terraform.diagnostics", "terraform.header"], loaded)
    plan = Plan()
    for result in results["terraform.changes"]:
        _json_change(plan, loaded.value, ("resource_changes", int(result["index"])), result)
    for index, result in enumerate(results["terraform.diagnostics"]):
        priority, label = _record_diagnostic(plan, result)
        plan.cites.append(Cite(priority, label, path=("diagnostics", index, "detail")))
    header = (results["terraform.header"] or [{}])[0]
    plan.drift = [str(a) for a in header.get("drift") or []]
    if header.get("errored"):
        plan.errors.insert(0, "the plan errored")
    if header.get("has_changes"):
        plan.summary = _counts(plan.changes)
    return plan


def _json_change(plan: Plan, value: Any, path: Path, result: dict[str, Any]) -> None:
    found = result.get("actions")
    actions = [str(a) for a in found] if isinstance(found, list) else []
    action = "replace" if len(actions) == 2 else (actions[0] if actions else "")
    if action not in PRIORITY:
        return
    address = str(result.get("address"))
    change = Change(address, action)
    plan.changes.append(change)
    priority = PRIORITY[action]
    plan.cites.append(Cite(priority, address, path=(*path, "change", "actions")))
    if result.get("reason"):
        plan.cites.append(Cite(priority - 1, "reason", path=(*path, "action_reason")))
    if result.get("replace_paths"):
        plan.cites.append(Cite(priority - 1, "forces replacement",
                               path=(*path, "change", "replace_paths")))  # fmt: skip
    if action in ("update", "replace"):
        _json_attributes(plan, change, value, path, result)


def _json_attributes(
    plan: Plan, change: Change, value: Any, path: Path, result: dict[str, Any]
) -> None:
    """Changed attributes; values are cited only when the plan does not mark them sensitive."""
    sensitive = set(result.get("sensitive") or [])
    unknown = set(result.get("unknown") or [])
    names = [str(n) for n in result.get("changed") or []]
    names.sort(key=lambda n: n in unknown)
    change.attributes = [
        f"{n} (sensitive)" if n in sensitive else f"{n} (known after apply)" if n in unknown else n
        for n in names[:MAX_ATTRIBUTES]
    ]
    shown = [n for n in names if n not in sensitive and n not in unknown][:2]
    for number, name in enumerate(shown):
        priority = PRIORITY[change.action] - 3 - number
        for side in ("before", "after"):
            if _has(value, (*path, "change", side, name)):
                plan.cites.append(Cite(priority, f"{change.address}.{name} {side}",
                                       path=(*path, "change", side, name)))  # fmt: skip


def _has(value: Any, path: Path) -> bool:
    try:
        value_at(value, path)
    except (KeyError, IndexError, TypeError):
        return False
    return True


def _record_diagnostic(plan: Plan, result: dict[str, Any]) -> tuple[float, str]:
    """Add a diagnostic (severity, summary, file, line, address) to the plan; its citation's
    priority and label."""
    where = f"{result.get('file')} line {result.get('line')}" if result.get("file") else ""
    where = where or str(result.get("address") or "")
    shown = f"{result.get('summary')} ({where})" if where else str(result.get("summary"))
    error = result.get("severity") == "error"
    (plan.errors if error else plan.warnings).append(shown)
    return (ERROR_PRIORITY if error else 6.0), str(result.get("severity"))


def _counts(changes: list[Change]) -> str:
    """The `Plan:` line's counts, computed: a replacement both adds and destroys."""
    add = sum(c.action in ("create", "replace") for c in changes)
    change = sum(c.action == "update" for c in changes)
    destroy = sum(c.action in ("delete", "replace") for c in changes)
    return f"{add} to add, {change} to change, {destroy} to destroy"


# terraform plan -json: one message a line

STREAM_ACTIONS = {"delete": "delete", "replace": "replace", "update": "update",
                  "create": "create", "read": "read", "move": "move", "import": "import",
                  "remove": "forget"}  # fmt: skip


def is_stream(doc: Document) -> bool:
    first = bytes(doc.data[:2048]).split(b"\n", 1)[0]
    return b'"@level"' in first and b'"@module":"terraform.ui"' in first


def parse_stream(doc: Document) -> Plan:
    plan = Plan()
    for number, text in tail_lines(doc):
        if not text.startswith("{") or len(text) > 1 << 16:
            continue
        try:
            message = json.loads(text)
        except ValueError:
            continue
        if isinstance(message, dict):
            _message(plan, number, message)
    return plan


def _message(plan: Plan, number: int, message: dict[str, Any]) -> None:
    kind = message.get("type")
    if kind in ("planned_change", "resource_drift"):
        change = message.get("change") or {}
        address = str((change.get("resource") or {}).get("addr"))
        action = (
            "drift" if kind == "resource_drift" else STREAM_ACTIONS.get(str(change.get("action")))
        )
        if action == "drift":
            plan.drift.append(address)
        elif action:
            plan.changes.append(Change(address, action))
        if action:
            plan.cites.append(Cite(PRIORITY[action], address, number, number))
    elif kind == "change_summary":
        plan.summary = str(message.get("@message", "")).removeprefix("Plan: ").rstrip(".")
        plan.cites.append(Cite(36.0, "plan", number, number))
    elif kind == "diagnostic":
        _stream_diagnostic(plan, number, message.get("diagnostic") or {})


def _stream_diagnostic(plan: Plan, number: int, diagnostic: dict[str, Any]) -> None:
    where = diagnostic.get("range") or {}
    result = {"severity": diagnostic.get("severity"), "summary": diagnostic.get("summary"),
              "address": diagnostic.get("address"), "file": where.get("filename"),
              "line": (where.get("start") or {}).get("line")}  # fmt: skip
    priority, label = _record_diagnostic(plan, result)
    plan.cites.append(Cite(priority, label, number, number))


# The reducer

JSON_MARKS = (b'"terraform_version"', b'"valid"')
STRONG = re.compile(
    r"(?m)^(?:Terraform will perform the following actions:|Plan: \d+ to |"
    r"No changes\. Your infrastructure matches the configuration\.|"
    r"(?:Apply|Destroy) complete! Resources: |Terraform has been successfully initialized!|"
    r"Terraform used the selected providers to generate|"
    r"\s*# \S+ (?:will be (?:created|destroyed|updated in-place|read during apply)|"
    r"must be replaced)|"
    r"(?:[│|] )?\s*on \S+\.tf(?:\.json)? line \d+)"
)


class TerraformReducer(BaseReducer):
    name = "terraform"
    version = 1
    families = ("terraform",)

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if is_stream(doc):
            return 0.95
        if looks_like_json(doc):
            head = bytes(doc.data[:1024])
            marked = b'"format_version"' in head and any(m in head for m in JSON_MARKS)
            return 0.95 if marked else 0.0
        text = "\n".join(clean(line) for line in head_and_tail(doc).split("\n"))
        found = [m.start() for m in STRONG.finditer(text)]
        if not found:
            return 0.0
        anchor = text.rfind("##[error]")
        end = anchor if anchor > found[-1] else len(text)
        return 0.9 if end - found[-1] <= NEAR_END else 0.4

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        loaded = load(doc) if looks_like_json(doc) else None
        packet = JsonPacketBuilder(self.key, doc, info, budget,
                                   value=loaded.value if loaded else None)  # fmt: skip
        packet.essential = ESSENTIAL
        if loaded is not None and loaded.parsed and isinstance(loaded.value, dict):
            plan = parse_json(loaded)
        else:
            plan = parse_stream(doc) if is_stream(doc) else parse_text(doc)
        limit = field_limit(packet, FIELD_SHARE)
        _fields(packet, plan, limit)
        _cite(packet, plan.cites)
        if loaded is None:
            cite_generic(packet, doc, info, scale=GENERIC_SCALE)
        if not (plan.changes or plan.errors or plan.summary):
            packet.confidence = 0.6
        shrink(packet, limit)
        return packet.build()


ESSENTIAL = ("errors", "destroy", "replace", "plan", "exit_status")
"""Fields kept longest when the budget is small: what is destroyed or replaced stays, other
lists of changed resources go first (the citations show an error's context instead)."""


def _fields(packet: JsonPacketBuilder, plan: Plan, limit: int) -> None:
    put(packet, "errors", plan.errors, limit)
    put(packet, "plan", plan.summary, limit)
    for action in ACTIONS:
        shown = [c.shown() for c in plan.changes if c.action == action]
        put(packet, FIELD_NAMES.get(action, action), shown, limit)
    put(packet, "drift", plan.drift, limit)
    put(packet, "warnings", plan.warnings, limit)
    destroys = sum(c.action in ("delete", "replace") for c in plan.changes)
    if destroys:
        say(packet, f"terraform: {destroys} resource(s) destroyed or replaced", limit)


def _cite(packet: JsonPacketBuilder, cites: list[Cite]) -> None:
    for cite in cites:
        if cite.path is not None:
            packet.cite_pointer(cite.path, cite.label, cite.priority)
        else:
            packet.cite(cite.start, cite.end, cite.label, cite.priority, cite.keep)


TERRAFORM = TerraformReducer()
defer_to(TERRAFORM)
REDUCERS = [TERRAFORM]
