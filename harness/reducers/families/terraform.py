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

Version 2 (`terraform@2`) reads, besides, what the other commands print, and
CI logs that hold several of them:

- every diagnostic whole, boxed or not: its summary, `with` address, `on FILE
  line N, in BLOCK`, snippet and values, and detail; the same summary reported
  in several places (or folded by terraform into `(and 2 more similar ...)`)
  is one field entry that counts them and names every place; the cited lines
  are each detail's first line, then its location, the lines of a long detail
  that say what failed, the rest;
- `terraform validate -json`, whole or printed into a log: the same entries and
  the verdict (`invalid: 2 errors, 1 warning`);
- `terraform init`: module, backend and provider errors, with the `- Finding
  <provider> versions matching ...` line of a provider an error names;
- `terraform fmt -check [-diff]`: the files it would change, their diffs;
- `terraform test`: the failed runs with where their first error points, the
  errors cited under their run, `Failure! N passed, M failed.`;
- a CI log: what the last command that printed any of this said counts (an
  earlier plan, verdict or warning does not), with that command's line; a plan
  that failed gives its errors, not the changes it had planned.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer, clean_head_and_tail
from harness.reducers.candidate import Candidate
from harness.reducers.families.json import (
    JsonPacketBuilder,
    Loaded,
    clip,
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
PRIORITY = {
    "delete": 30.0,
    "replace": 28.0,
    "update": 20.0,
    "create": 8.0,
    "read": 5.0,
    "move": 6.0,
    "import": 6.0,
    "forget": 6.0,
    "drift": 7.0,
}
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
    result: str = ""
    """Version 2: the verdict (validate's, init's, a test's, fmt's, a failed plan's)."""
    failed: list[str] = field(default_factory=list)
    """Version 2: the `terraform test` runs that failed."""
    unformatted: list[str] = field(default_factory=list)
    """Version 2: the files `terraform fmt -check` would change."""
    heads_first: bool = False
    """Version 3: a diagnostic's summary line ("Error: Unsupported argument") ranks with its
    detail, as a dense packet's fields may not hold it."""


# Text

RESOURCE = re.compile(
    r"^\s*# (?P<addr>\S+?)(?: \(deposed object \w+\))? (?P<what>will be created|will be destroyed|"
    r"will be updated in-place|must be replaced|will be replaced|is tainted, so must be replaced|"
    r"will be read during apply|has moved to \S+|will be imported|will be forgotten|"
    r"will no longer be managed by Terraform|has changed|has been deleted)"
)
VERBS = {
    "will be created": "create",
    "will be destroyed": "delete",
    "will be updated": "update",
    "must be replaced": "replace",
    "will be replaced": "replace",
    "is tainted": "replace",
    "will be read": "read",
    "has moved": "move",
    "will be imported": "import",
    "will be forgotten": "forget",
    "will no longer": "forget",
    "has changed": "drift",
    "has been deleted": "drift",
}
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
register(
    {
        "terraform.changes": CHANGES,
        "terraform.diagnostics": DIAGNOSTICS,
        "terraform.header": HEADER,
    }
)


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
        plan.cites.append(
            Cite(priority - 1, "forces replacement", path=(*path, "change", "replace_paths"))
        )
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
                plan.cites.append(
                    Cite(
                        priority,
                        f"{change.address}.{name} {side}",
                        path=(*path, "change", side, name),
                    )
                )


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

STREAM_ACTIONS = {
    "delete": "delete",
    "replace": "replace",
    "update": "update",
    "create": "create",
    "read": "read",
    "move": "move",
    "import": "import",
    "remove": "forget",
}


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
    result = {
        "severity": diagnostic.get("severity"),
        "summary": diagnostic.get("summary"),
        "address": diagnostic.get("address"),
        "file": where.get("filename"),
        "line": (where.get("start") or {}).get("line"),
    }
    priority, label = _record_diagnostic(plan, result)
    plan.cites.append(Cite(priority, label, number, number))


# Version 2: validate, init, fmt and test output, and plans that fail
#
# A diagnostic is read whole: its summary, `with` address, `on FILE line N, in BLOCK`, the
# snippet with the values under it, and the detail; the same summary in several places is
# one field entry that names them all. A CI log may hold several commands: only the last
# plan's changes count, a test run owns the diagnostics printed under it, `terraform fmt`
# lists the files it would change, `validate -json` printed into a log is read as JSON, and
# the verdict is the last one no later error contradicts.

WARNING_PRIORITY = 8.0
COMMAND_PRIORITY = 30.0
RUN_PRIORITY = 36.0
VERDICT_PRIORITY = 36.0
FMT_PRIORITY = 34.0
AUTHORED = {
    "Test assertion failed",
    "Resource precondition failed",
    "Resource postcondition failed",
    "Module output precondition failed",
    "Check block assertion failed",
    "Invalid value for variable",
    "Output refers to sensitive values",
}
"""Summaries whose detail is the configuration author's own error_message: it says what
was expected, so it goes before terraform's generic details."""
REPEAT_SHARE = 0.3
"""A diagnostic that repeats an earlier one word for word weighs this share of the first."""
FAILURE = re.compile(
    r"(?i)\b(?:error|fail(?:s|ed|ure)?|fatal|denied|refused|not found|no such|does not exist|"
    r"exit (?:status|code) [1-9]|timed? ?out)\b"
)
MAX_FAILURES = 3
MAX_FILLER = 12
"""CI lines (the step's shell, env, group end) between a fmt command and its output."""
LOCATION2 = re.compile(r"^\s*on (?P<file>\S+) line (?P<line>\d+)(?:, in (?P<block>.+?))?:\s*$")
WITH2 = re.compile(r"^\s*with (?P<addr>\S+?),\s*$")
SNIPPET = re.compile(r"^\s*\d+: ")
VALUES = re.compile(r"^\s+[├│]")
MORE = re.compile(r"^\s*\(and (?P<count>one|\d+) more similar (?:warning|error)s? elsewhere\)")
BOX_PREFIX = re.compile(r"^│ ?")
PLAN_START = re.compile(
    r"^(?:Terraform will perform the following actions:|"
    r"Terraform planned the following actions, but then encountered a problem:)"
)
VERDICT = re.compile(
    r"^(?:(?P<ok>Success! The configuration is valid.*|Terraform has been successfully "
    r"initialized!|Terraform initialized in an empty directory!|Success! \d+ passed, .*)|"
    r"(?P<failed>Planning failed\..*|Terraform planned the following actions, but then "
    r"encountered a problem:|Failure! \d+ passed, .*))\s*$"
)
TEST_FILE = re.compile(
    r"^(?P<file>\S+\.tftest\.(?:hcl|json))\.\.\. "
    r"(?P<state>in progress|tearing down|pass|fail|skip|error)\s*$"
)
TEST_RUN = re.compile(r'^\s+run "(?P<name>[^"]+)"\.\.\. (?P<state>pass|fail|skip|error)\s*$')
FMT_COMMAND = re.compile(r"\bterraform(?:-bin)?(?: -chdir=\S+)? fmt\b")
TF_FILE = re.compile(
    r"^(?P<path>[^\s\"':]+\.(?:tf|tfvars|tftest\.hcl|tfmock\.hcl|tf\.json|tfvars\.json))\s*$"
)
DIFF_LINE = re.compile(r"^(?:\+\+\+ new/|@@ |[ +-]|$)")
STEP_FILLER = re.compile(r"^(?:##\[endgroup\]|shell: |env:$|\s+[A-Za-z_]\w*: |\s*$)")
COMMAND = re.compile(r"^(?:\$ |##\[group\]Run |\[command\]/)")
"""A CI log's line that starts a command (GitLab, GitHub Actions, an action's own)."""
FINDING = re.compile(r"^- Finding (?P<provider>\S+) versions matching ")
STOP = re.compile(
    r"^(?:##\[|\$ |\[command\]|ERROR: Job failed|Job succeeded|Cleaning up |Saving cache|"
    r"Uploading artifacts|Running after_script|section_(?:start|end):|Post job cleanup|"
    r"Initializing (?:the backend|modules|provider plugins)|- (?:Finding|Installing|"
    r"Installed|Using previously|Reusing previous) |Terraform (?:has been successfully|"
    r"initialized in|used the selected|will perform|planned the)|Planning failed|"
    r"(?:Success|Failure)! )"
)
"""Lines that end an unboxed diagnostic: what terraform or the CI runner prints next."""
JSON_KEY = re.compile(r'^\s*"(?P<key>[a-z_]+)": ')
JSON_START = re.compile(r'^\s*"format_version": ')
"""The line after the `{` that opens validate -json's output."""
JSON_HEADER = ("valid", "error_count", "warning_count")
JSON_HEADER_PRIORITY = 20.0
"""validate -json's counts, cited below the details: the verdict field holds them."""
Span = tuple[int, int]
WORD = re.compile(r"[^\W_]")


@dataclass
class Diagnostic:
    """One error or warning as terraform printed it, and where its parts are."""

    severity: str
    summary: str
    line: int = 0
    """Where it starts; 0 in a JSON output."""
    file: str = ""
    at: int = 0
    block: str = ""
    """The address of what it is about: `with`'s, else the enclosing block's."""
    detail: str = ""
    repeats: int = 1
    """1, or more when terraform folded others into it (`(and 2 more similar ...)`)."""
    run: str = ""
    """The `terraform test` run it was printed under."""
    head: Span | None = None
    """The summary's line; then the detail's first line, the location (`with`, `on`, the
    snippet and the values under it), the rest of the detail, and all of it."""
    details: Span | None = None
    location: Span | None = None
    rest: Span | None = None
    later: list[Span] = field(default_factory=list)
    """The detail's later paragraphs (often what to do about it)."""
    failures: list[int] = field(default_factory=list)
    """Lines of the detail past its first that say what failed (a provisioner's output)."""
    whole: Span | None = None

    @property
    def error(self) -> bool:
        return self.severity == "error"

    def where(self) -> str:
        """`file line N (address)`; a block without labels (`locals`) is not named."""
        place = f"{self.file} line {self.at}" if self.file else ""
        if "." in self.block:
            return f"{place} ({self.block})" if place else self.block
        return place


@dataclass
class Run:
    """A `terraform test` run that failed, and the diagnostics printed under it."""

    name: str
    file: str
    line: int
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def shown(self, file_shown: bool) -> str:
        """`run "name" (file line N)`: where its first error points, the file left out when
        the run before was in the same file."""
        first = self.diagnostics[0] if self.diagnostics else None
        if first and first.file:
            place = f"{first.file} line {first.at}" if file_shown else f"line {first.at}"
        else:
            place = self.file if file_shown else ""
        return f'run "{self.name}" ({place})' if place else f'run "{self.name}"'


@dataclass
class Verdict:
    """What a command concluded (`Success! ...`, `Failure! 1 passed, 4 failed.`); `text` is
    empty for one the other fields say better (fmt's files, a failed plan's errors)."""

    line: int
    text: str
    failed: bool
    cited: bool = True


class CliReader:
    """Reads a text output line by line into a Plan: plans as version 1 does (the last plan
    only), diagnostics whole, test runs, fmt's files, validate -json printed as text.

    In a CI log, what the last command that printed any of these said is what counts: an
    earlier plan and earlier warnings are left out (earlier errors stay, as a command
    allowed to fail may have caused the failure)."""

    def __init__(self, doc: Document, heads_first: bool = False) -> None:
        self.lines = dict(tail_lines(doc))
        self.first = min(self.lines, default=1)
        self.last = max(self.lines, default=0)
        self.plan = Plan(heads_first=heads_first)
        self.changes = Plan()
        """The last plan's changes and summary, kept apart until they are known current."""
        self.commands = [n for n, text in self.lines.items() if COMMAND.match(text)]
        self.diagnostics: list[Diagnostic] = []
        self.verdicts: list[Verdict] = []
        self.runs: list[Run] = []
        self.findings: dict[str, int] = {}
        self.closers: list[int] | None = None
        """Lines that close a JSON object printed into the log (`}`), found when needed."""
        self.unreadable: set[int] = set()
        self.test_file = ""
        self.run: Run | None = None
        starts = [n for n, text in self.lines.items() if PLAN_START.match(text)]
        self.plan_start = starts[-1] if starts else 0
        texts = (n for n, text in self.lines.items() if text.strip())
        self.first_text = next(texts, 0)

    def read(self) -> Plan:
        number = self.first
        while number <= self.last:
            number = self._line(number, self.lines[number]) + 1
        self._keep_last_command()
        _settle(self.plan, self.diagnostics, self.runs, self.verdicts, self.findings)
        return self.plan

    def _command(self, number: int) -> int:
        """Which command (counted by the CI's command lines) printed this line."""
        return bisect.bisect_right(self.commands, number)

    def _keep_last_command(self) -> None:
        """Leave out the plan, verdicts and warnings of commands before the last one that
        printed any; cite that command's line."""
        evidence = [d.line for d in self.diagnostics] + [v.line for v in self.verdicts]
        evidence += [r.line for r in self.runs] + [c.start for c in self.changes.cites]
        if not evidence:
            return
        last = self._command(max(evidence))
        if self.changes.cites and self._command(self.changes.cites[-1].start) == last:
            self.plan.cites += self.changes.cites
            if any(d.error and self._command(d.line) == last for d in self.diagnostics):
                for cite in self.changes.cites:  # a plan that failed: its changes are not news
                    cite.priority *= REPEAT_SHARE
            else:
                self.plan.changes, self.plan.drift = self.changes.changes, self.changes.drift
                self.plan.summary = self.changes.summary
        self.verdicts = [v for v in self.verdicts if self._command(v.line) == last]
        self.diagnostics = [d for d in self.diagnostics if d.error or self._command(d.line) == last]
        if last:
            command = self.commands[last - 1]
            self.plan.cites.append(Cite(COMMAND_PRIORITY, "", command, command))

    def _line(self, number: int, text: str) -> int:
        """Read the line (and what belongs to it); the last line read."""
        if number >= self.plan_start and (found := RESOURCE.match(text)):
            _resource(self.changes, self.lines, number, found)
        elif number >= self.plan_start and (summary := SUMMARY.match(text)):
            self.changes.summary = summary.group("plan") or summary.group("done") or "no changes"
            self.changes.cites.append(Cite(36.0, "plan", number, number))
        elif diagnostic := DIAGNOSTIC.match(text):
            return self._diagnostic(number, diagnostic)
        elif run := TEST_RUN.match(text):
            self._test_run(number, run)
        elif test_file := TEST_FILE.match(text):
            self.test_file, self.run = test_file.group("file"), None
        elif verdict := VERDICT.match(text):
            self.verdicts.append(_verdict_of(number, verdict))
        elif finding := FINDING.match(text):
            self.findings[finding.group("provider")] = number
        elif FMT_COMMAND.search(text):
            return self._fmt(number + 1)
        elif number == self.first_text and TF_FILE.match(text):
            return self._fmt(number)
        elif text == "{" and JSON_START.match(self.lines.get(number + 1, "")):
            return self._json(number)
        return number

    def _test_run(self, number: int, found: re.Match[str]) -> None:
        self.run = None
        if found.group("state") in ("fail", "error"):
            self.run = Run(found.group("name"), self.test_file, number)
            self.runs.append(self.run)

    def _diagnostic(self, number: int, found: re.Match[str]) -> int:
        boxed = self.lines.get(number - 1, "").startswith(BOX_START)
        end = self._diagnostic_end(number, boxed=boxed)
        closed = boxed and self.lines[end].startswith(BOX_END)
        item = Diagnostic(
            found.group("severity").lower(),
            found.group("summary"),
            line=number,
            head=(number, number),
            whole=(number, end - closed),
        )
        self._body(item, number, end - closed, boxed=boxed)
        if self.run is not None:
            item.run = self.run.name
            self.run.diagnostics.append(item)
        self.diagnostics.append(item)
        return end

    def _diagnostic_end(self, number: int, *, boxed: bool) -> int:
        """The box's closing line, or the last line before what terraform prints next."""
        last = number
        for n in range(number + 1, min(number + MAX_DIAGNOSTIC_LINES, self.last + 1)):
            text = self.lines[n]
            if boxed and text.startswith(BOX_END):
                return n
            if boxed and not text.startswith("│"):
                break
            if not boxed and (
                DIAGNOSTIC.match(text)
                or STOP.match(text)
                or TEST_RUN.match(text)
                or TEST_FILE.match(text)
                or text.startswith(BOX_START)
            ):
                break
            if text.strip():
                last = n
        return last

    def _body(self, item: Diagnostic, number: int, end: int, *, boxed: bool) -> None:
        """The address, location, snippet and detail (its paragraphs) of a diagnostic."""
        paragraphs: list[list[int]] = []
        blank = True
        for n in range(number + 1, end + 1):
            text = BOX_PREFIX.sub("", self.lines[n], count=1) if boxed else self.lines[n]
            if address := WITH2.match(text):
                item.block, item.location = address.group("addr"), (n, n)
            elif where := LOCATION2.match(text):
                item.file, item.at = where.group("file"), int(where.group("line"))
                item.block = item.block or block_address(where.group("block") or "")
                item.location = (item.location[0] if item.location else n, n)
            elif (
                item.location
                and not (paragraphs or blank)
                and (SNIPPET.match(text) or VALUES.match(text))
            ):
                item.location = (item.location[0], n)
            elif more := MORE.match(text):
                item.repeats += 1 if more.group("count") == "one" else int(more.group("count"))
            elif text.strip():
                if blank or not paragraphs:  # detail right under the location: no blank line
                    paragraphs.append([])
                paragraphs[-1].append(n)
            blank = not text.strip()
        if paragraphs:
            first = paragraphs[0]
            item.details = (first[0], first[0])
            item.rest = (first[1], first[-1]) if len(first) > 1 else None
            item.later = [(p[0], p[-1]) for p in paragraphs[1:]]
            item.failures = [n for p in paragraphs for n in p[1:] if FAILURE.search(self.lines[n])]
            lines = (BOX_PREFIX.sub("", self.lines[n], count=1) for n in first)
            item.detail = " ".join(line.strip() for line in lines)

    def _fmt(self, start: int) -> int:
        """`terraform fmt`'s output from `start`: the files it would change, each with its
        diff under -diff (its changed lines cited, then the whole). The last line read."""
        files: list[tuple[int, str]] = []
        diffs: list[list[int]] = []
        last = start - 1
        for number in range(start, self.last + 1):
            text = self.lines[number]
            if path := TF_FILE.match(text):
                files.append((number, path.group("path")))
            elif text.startswith("--- old/"):
                diffs.append([number])
            elif diffs and DIFF_LINE.match(text):
                diffs[-1].append(number)
            elif (
                files
                or diffs
                or number - start >= MAX_FILLER
                or not (STEP_FILLER.match(text) or FMT_COMMAND.search(text))
            ):
                break
            last = number
        for place, (number, _) in enumerate(files):
            self.plan.cites.append(Cite(FMT_PRIORITY - place * 0.1, "", number, number))
        for diff in diffs:
            self.plan.cites.append(Cite(FMT_PRIORITY - 8, "", diff[0], diff[0]))
            changed = [n for n in diff if self.lines[n][:1] in "+-" and n > diff[0] + 1]
            for place, number in enumerate(changed):
                self.plan.cites.append(Cite(14.0 - place * 0.1, "", number, number))
            self.plan.cites.append(Cite(8.0, "", diff[0], diff[-1]))
        if files:
            self.plan.unformatted += [path for _, path in files]
            self.verdicts.append(Verdict(files[-1][0], "", failed=True, cited=False))
        return last

    def _json(self, number: int) -> int:
        """`terraform validate -json` printed into a log: read as JSON, cited by line."""
        end = self._closing(number)
        if not end:
            return number
        try:
            value = json.loads("\n".join(self.lines[n] for n in range(number, end + 1)))
        except ValueError:
            self.unreadable.add(end)
            return number
        if not isinstance(value, dict) or not isinstance(value.get("diagnostics"), list):
            return number
        keys = [
            (n, found) for n in range(number, end + 1) if (found := JSON_KEY.match(self.lines[n]))
        ]
        self._json_header(value, [n for n, found in keys if found.group("key") in JSON_HEADER])
        starts = [n for n, found in keys if found.group("key") == "severity"]
        for place, (start, item) in enumerate(zip(starts, value["diagnostics"], strict=False)):
            stop = starts[place + 1] - 1 if place + 1 < len(starts) else end
            if isinstance(item, dict):
                self.diagnostics.append(_json_diagnostic(item, keys, start, stop))
        return end

    def _closing(self, number: int) -> int:
        """The first `}` line after an opening `{`, or 0 (also when what it closes was read
        and is not JSON: each line is read once)."""
        if self.closers is None:
            self.closers = [n for n, text in self.lines.items() if text == "}"]
        after = bisect.bisect_right(self.closers, number)
        end = self.closers[after] if after < len(self.closers) else 0
        return 0 if end in self.unreadable else end

    def _json_header(self, value: dict[str, Any], numbers: list[int]) -> None:
        if "valid" not in value or not numbers:
            return
        shown = validity(value)
        self.verdicts.append(Verdict(numbers[0], shown, value["valid"] is not True, cited=False))
        self.plan.cites.append(Cite(JSON_HEADER_PRIORITY, "", numbers[0], numbers[-1]))


def _verdict_of(number: int, found: re.Match[str]) -> Verdict:
    """A verdict line; a failed plan's says no more than the errors after it, so it is not
    shown."""
    text = found.group(0).strip()
    if text.startswith(("Planning failed", "Terraform planned")):
        return Verdict(number, "", failed=True, cited=False)
    return Verdict(number, text, failed=bool(found.group("failed")))


def _json_diagnostic(
    item: dict[str, Any], keys: list[tuple[int, re.Match[str]]], start: int, stop: int
) -> Diagnostic:
    """A diagnostic of validate -json printed into a log, with the lines of its keys."""
    where = _mapping(item.get("range"))
    diagnostic = diagnostic_of(
        {
            **item,
            "file": where.get("filename"),
            "line": _mapping(where.get("start")).get("line"),
            "context": _mapping(item.get("snippet")).get("context"),
        }
    )
    diagnostic.line, diagnostic.whole = start, (start, stop)
    found = {m.group("key"): n for n, m in reversed(keys) if start <= n <= stop}
    if "summary" in found:
        diagnostic.head = (found["summary"], found["summary"])
    if "detail" in found:
        diagnostic.details = (found["detail"], found["detail"])
    if "filename" in found:
        diagnostic.location = (found["filename"], found["filename"] + 3)
    return diagnostic


def diagnostic_of(found: dict[str, Any]) -> Diagnostic:
    """A diagnostic from validate -json's fields (`file`, `line`, `context` lifted from its
    range and snippet)."""
    line = found.get("line")
    return Diagnostic(
        str(found.get("severity")),
        str(found.get("summary")),
        file=str(found.get("file") or ""),
        at=line if isinstance(line, int) else 0,
        detail=str(found.get("detail") or ""),
        block=str(found.get("address") or "") or block_address(str(found.get("context") or "")),
    )


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def validity(value: dict[str, Any]) -> str:
    """validate -json's verdict: `invalid: 2 errors, 1 warning`."""
    counts = [
        f"{n} {word}{'' if n == 1 else 's'}"
        for word in ("error", "warning")
        if isinstance(n := value.get(f"{word}_count"), int)
    ]
    verdict = "valid" if value.get("valid") is True else "invalid"
    return f"{verdict}: {', '.join(counts)}" if counts else verdict


def block_address(block: str) -> str:
    """`resource "terraform_data" "a"` → `terraform_data.a`, `module "net"` → `module.net`,
    `variable "v"` → `var.v`; a block without labels (`locals`) by its name."""
    kind, _, rest = block.partition(" ")
    labels = re.findall(r'"([^"]*)"', rest)
    if not labels:
        return kind
    prefix = {"resource": "", "variable": "var."}.get(kind, f"{kind}.")
    return prefix + ".".join(labels)


def _settle(
    plan: Plan,
    diagnostics: list[Diagnostic],
    runs: list[Run],
    verdicts: list[Verdict],
    findings: dict[str, int],
) -> None:
    """Fields and citations from what was read: diagnostics grouped by summary (those of a
    test run go with the run), the failed runs, the verdict, the providers errors name."""
    group(plan, [d for d in diagnostics if not d.run])
    cite_diagnostics(plan, diagnostics)
    file = ""
    for failed in runs:
        plan.failed.append(failed.shown(file_shown=failed.file != file))
        plan.cites.append(Cite(RUN_PRIORITY, "", failed.line, failed.line))
        file = failed.file
    plan.result = _verdict(plan, diagnostics, verdicts)
    for provider, number in findings.items():
        if any(d.error and provider in d.detail for d in diagnostics):
            plan.cites.append(Cite(30.0, "", number, number))


def group(plan: Plan, diagnostics: list[Diagnostic]) -> None:
    """One field entry per summary: how many, and every place it was reported."""
    groups: dict[tuple[str, str], list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        groups.setdefault((diagnostic.severity, diagnostic.summary), []).append(diagnostic)
    for (severity, summary), members in groups.items():
        count = sum(d.repeats for d in members)
        places = list(dict.fromkeys(p for d in members if (p := d.where())))
        head = f"{count}x {summary}" if count > 1 else summary
        shown = f"{head}: {'; '.join(places)}" if places else head
        (plan.errors if severity == "error" else plan.warnings).append(shown)


def cite_diagnostics(plan: Plan, diagnostics: list[Diagnostic]) -> None:
    """Each diagnostic's detail first (the fields hold its summary and place), then its
    location with its snippet, the detail's lines that say what failed, the rest of its first
    paragraph, its summary line, its later paragraphs, all of it; one that only repeats an
    earlier one, its summary. With `plan.heads_first` (version 3) the first summary line of
    each kind comes first: with the location, it is the key line a small packet cites."""
    seen: dict[tuple[str, str], int] = {}
    said: set[tuple[str, str]] = set()
    headed: set[str] = set()
    for item in diagnostics:
        key = (item.severity, item.run or item.summary)  # a run's own come first in it
        place = seen[key] = seen.get(key, -1) + 1
        base = ERROR_PRIORITY if item.error else WARNING_PRIORITY
        repeat = (item.summary, item.detail) in said
        said.add((item.summary, item.detail))
        if repeat:
            _cite_span(plan, item.head, base * REPEAT_SHARE)
            continue
        priority = base - 2 * min(place, 4) + (2.0 if item.summary in AUTHORED else 0.0)
        _cite_span(plan, item.details, priority)
        _cite_span(plan, item.location, priority - 4)
        for number in item.failures[:MAX_FAILURES]:
            _cite_span(plan, (number, number), priority - 5)
        _cite_span(plan, item.rest, priority - (11 if item.failures else 7))  # else routine
        first = item.summary not in headed
        headed.add(item.summary)
        _cite_span(plan, item.head, priority + 1 if plan.heads_first and first else priority - 9)
        for later, span in enumerate(item.later):
            _cite_span(plan, span, priority - 10 - 2 * later)
        _cite_span(plan, item.whole, priority - 24)


def _cite_span(plan: Plan, span: Span | None, priority: float, label: str = "") -> None:
    if span is not None:
        plan.cites.append(Cite(priority, label, span[0], span[1]))


def _verdict(plan: Plan, diagnostics: list[Diagnostic], verdicts: list[Verdict]) -> str:
    """The last verdict, unless it says success and an error came after it."""
    if not verdicts:
        return ""
    last = max(verdicts, key=lambda v: v.line)
    errors_after = any(d.error and d.line > last.line for d in diagnostics)
    if not last.failed and errors_after:
        return ""
    if last.cited:
        plan.cites.append(Cite(VERDICT_PRIORITY, "", last.line, last.line))
    return clip(last.text, 100)  # fmt's is empty: its files are the verdict


# validate -json as the whole output

DIAGNOSTICS2 = r"""
(.diagnostics // [])[]? | {severity, summary, address, detail,
  file: .range.filename, line: .range.start.line, context: .snippet.context}
"""
VALIDITY = r"""
select(has("valid")) | {valid, error_count, warning_count}
"""
register({"terraform.diagnostics2": DIAGNOSTICS2, "terraform.validity": VALIDITY})


def parse_json2(loaded: Loaded) -> Plan:
    """As version 1, with diagnostics grouped by summary, the detail of the first of each
    group cited (of warnings, only when there is no error), and validate's verdict.

    Pointer citations are fitted before the fields are trimmed to the budget, so the other
    details of a group (whose places the field names) would crowd the fields out."""
    plan = parse_json(loaded)
    results = run(["terraform.diagnostics2", "terraform.validity"], loaded)
    found = [r for r in results["terraform.diagnostics2"] if isinstance(r, dict)]
    diagnostics = [diagnostic_of(r) for r in found]
    plan.errors = [e for e in plan.errors if e == "the plan errored"]
    plan.warnings = []
    group(plan, diagnostics)
    firsts = {(d.severity, d.summary): n for n, d in reversed(list(enumerate(diagnostics)))}
    shown = {n for (severity, _), n in firsts.items() if severity == "error" or not plan.errors}
    plan.cites = [c for c in plan.cites if _detail_of(c) in (None, *shown)]
    for validity_found in results["terraform.validity"][:1]:
        plan.result = validity(validity_found)
    return plan


def _detail_of(cite: Cite) -> int | None:
    """The index of the diagnostic whose detail the cite points at (`/diagnostics/N/detail`)."""
    path = cite.path or ()
    if len(path) == 3 and path[0] == "diagnostics" and isinstance(path[1], int):
        return path[1]
    return None


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
STRONG2 = re.compile(
    STRONG.pattern[:-1] + r"|Initializing (?:the backend|modules|provider plugins)\.\.\.|"
    r"Success! The configuration is valid|(?:Success|Failure)! \d+ passed, |"
    r"\S+\.tftest\.hcl\.\.\. (?:in progress|tearing down|pass|fail)|--- old/\S+\.tf|"
    r"Planning failed\. Terraform encountered|\s*\"(?:error_count|warning_count)\": \d+|"
    r"(?:\$ |##\[group\]Run )terraform(?: -chdir=\S+)? fmt\b)"
)
"""Version 2 knows init, validate, test and fmt output too."""


class TerraformReducer(BaseReducer):
    """Version 1 reads plans and errors; version 2 also what validate, init, fmt and test
    print, groups repeated diagnostics, and gives the verdict."""

    name = "terraform"
    families = ("terraform",)
    features = {
        "commands": 2,  # what validate, init, fmt and test print; the verdict
        "dense": 3,
        "fallback": 4,
        "lean": 5,
        "clipped": 6,
        "honest": 7,
    }

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if is_stream(doc):
            return 0.95
        if looks_like_json(doc):
            head = bytes(doc.data[:1024])
            marked = b'"format_version"' in head and any(m in head for m in JSON_MARKS)
            return 0.95 if marked else 0.0
        text = clean_head_and_tail(doc)
        strong = STRONG2 if self.has("commands") else STRONG
        found = [m.start() for m in strong.finditer(text)]
        if not found:
            return 0.0
        anchor = text.rfind("##[error]")
        end = anchor if anchor > found[-1] else len(text)
        return 0.9 if end - found[-1] <= NEAR_END else 0.4

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        loaded = load(doc) if looks_like_json(doc) else None
        packet = JsonPacketBuilder(
            self.key, doc, info, budget, **self.packing(), value=loaded.value if loaded else None
        )
        plan = self._parse(doc, loaded)
        packet.essential = ESSENTIAL
        if self.has("commands"):  # warnings are the news when there is no error
            packet.essential = ESSENTIAL2 + (() if plan.errors else ("warnings",))
        limit = field_limit(packet, FIELD_SHARE)
        _fields(packet, plan, limit)
        _cite(packet, plan.cites)
        if loaded is None:
            said = list(packet.summary)
            cite_generic(packet, doc, info, scale=GENERIC_SCALE)
            if self.has("commands"):  # its count of repeated lines: the fields count them
                packet.summary[:] = said
                packet.candidates = [c for c in packet.candidates if not _says_nothing(doc, c)]
        found = plan.changes or plan.errors or plan.summary
        if self.has("commands"):
            found = found or plan.result or plan.failed or plan.unformatted or plan.warnings
        if not found:
            packet.confidence = 0.6
        shrink(packet, limit)
        return packet.build()

    def _parse(self, doc: Document, loaded: Loaded | None) -> Plan:
        if loaded is not None and loaded.parsed and isinstance(loaded.value, dict):
            return parse_json2(loaded) if self.has("commands") else parse_json(loaded)
        if is_stream(doc):
            return parse_stream(doc)
        return (
            CliReader(doc, heads_first=self.dense).read()
            if self.has("commands")
            else parse_text(doc)
        )


ESSENTIAL = ("errors", "destroy", "replace", "plan", "exit_status")
"""Fields kept longest when the budget is small: what is destroyed or replaced stays, other
lists of changed resources go first (the citations show an error's context instead)."""
ESSENTIAL2 = ("errors", "failed", "unformatted", "result", "destroy", "replace", "plan")
"""Version 2's: the exit status goes before these (the errors, runs or files say more)."""


def _fields(packet: JsonPacketBuilder, plan: Plan, limit: int) -> None:
    """The fields, errors first (the fields only version 2 sets are empty in version 1)."""
    put(packet, "errors", plan.errors, limit)
    put(packet, "result", plan.result, limit)
    put(packet, "failed", plan.failed, limit)
    put(packet, "unformatted", plan.unformatted, limit)
    put(packet, "plan", plan.summary, limit)
    for action in ACTIONS:
        shown = [c.shown() for c in plan.changes if c.action == action]
        put(packet, FIELD_NAMES.get(action, action), shown, limit)
    put(packet, "drift", plan.drift, limit)
    put(packet, "warnings", plan.warnings, limit)
    destroys = sum(c.action in ("delete", "replace") for c in plan.changes)
    if destroys:
        say(packet, f"terraform: {destroys} resource(s) destroyed or replaced", limit)


def _says_nothing(doc: Document, candidate: Candidate) -> bool:
    """Whether the lines hold no word: a diagnostic box's frame (`╷`, `│`, `╵`), a closing
    brace."""
    lines = range(candidate.start, candidate.end + 1)
    return not any(WORD.search(doc.clean_line(n)) for n in lines)


def _cite(packet: JsonPacketBuilder, cites: list[Cite]) -> None:
    for cite in cites:
        if cite.path is not None:
            packet.cite_pointer(cite.path, cite.label, cite.priority)
        else:
            packet.cite(cite.start, cite.end, cite.label, cite.priority, cite.keep)


TERRAFORM = TerraformReducer()
TERRAFORM2 = TerraformReducer(version=2)
TERRAFORM3 = TerraformReducer(version=3)
TERRAFORM4 = TerraformReducer(version=4)
defer_to(TERRAFORM)
TERRAFORM5 = TerraformReducer(version=5)
TERRAFORM6 = TerraformReducer(version=6)
TERRAFORM7 = TerraformReducer(version=7)
REDUCERS = [TERRAFORM, TERRAFORM2, TERRAFORM3, TERRAFORM4, TERRAFORM5, TERRAFORM6, TERRAFORM7]
