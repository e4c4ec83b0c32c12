"""kubectl output: objects as JSON (one object or a `List`), read through jq contracts.

The contracts below are data: each jq expression takes the whole output,
walks its items (the object itself when it is not a list) and yields one
small record per thing worth reporting, with the item's path, so that the
reducer cites it by JSON pointer:

- `kubectl.objects`: kind, name, namespace, pod phase and the status's own
  reason and message (an evicted pod says why);
- `kubectl.containers`: containers (init and ephemeral too) that wait for a
  reason (CrashLoopBackOff, ImagePullBackOff, ...), exited non-zero, were
  restarted, or run without being ready, with the last termination's reason
  and exit code;
- `kubectl.conditions`: conditions that are not True, or True for the
  conditions that name a trouble (MemoryPressure, DiskPressure, Failed, ...),
  leaving out a finished pod's `PodCompleted`;
- `kubectl.events`: events other than Normal, with their count;
- `kubectl.workloads`: Deployments, StatefulSets, DaemonSets, ReplicaSets
  and Jobs with fewer ready than desired;
- `kubectl.counts`: how many items of each kind and phase.

Output that is not JSON (a `get` table, `describe`, an error) is read as
text: table rows whose status is not Running/Completed or whose READY is
short, `State`/`Reason`/`Exit Code` lines, Warning events and errors; then
the generic evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.families.json import (
    JsonPacketBuilder,
    Loaded,
    defer_to,
    field_limit,
    head_bytes,
    load,
    looks_like_json,
    put,
    register,
    run,
    say,
    shrink,
    tail_lines,
)
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet

ITEMS = r"""
def items: if type == "object" and (.items | type) == "array"
  then .items | to_entries[] | select(.value | type == "object") | {p: ["items", .key], o: .value}
  elif type == "object" then {p: [], o: .} else empty end;
"""
CONTRACTS = {
    "kubectl.objects": ITEMS
    + r"""
items | ((.o.status | objects) // {}) as $s
| {p, kind: .o.kind, name: .o.metadata.name, namespace: .o.metadata.namespace,
   phase: $s.phase, reason: $s.reason, message: $s.message, observed: ($s | length > 0)}
""",
    "kubectl.containers": ITEMS
    + r"""
items | .p as $p | .o as $o
| ("initContainerStatuses", "containerStatuses", "ephemeralContainerStatuses") as $f
| ($o.status | objects | .[$f]) | arrays | to_entries[] | .key as $i | .value | objects | . as $c
| ($c.state.waiting.reason? // null) as $waiting
| ($c.state.terminated? // null) as $ended
| ($c.lastState.terminated? // null) as $last
| select(($waiting != null and $waiting != "PodInitializing")
         or (($ended.exitCode? // 0) != 0) or (($c.restartCount // 0) > 0)
         or ($f == "containerStatuses" and $c.state.running? != null and $c.ready == false))
| {p: ($p + ["status", $f, $i]), pod: $o.metadata.name, namespace: $o.metadata.namespace,
   container: $c.name, init: ($f == "initContainerStatuses"), ready: $c.ready,
   restarts: ($c.restartCount // 0), waiting: $waiting, waiting_message: $c.state.waiting.message?,
   ended: $ended.reason?, exit_code: $ended.exitCode?, last: $last.reason?,
   last_exit_code: $last.exitCode?, has_last: ($last != null)}
""",
    "kubectl.conditions": ITEMS
    + r"""
def trouble: IN("MemoryPressure", "DiskPressure", "PIDPressure", "NetworkUnavailable",
                "ReplicaFailure", "Failed", "FailureTarget", "Stalled");
items | .p as $p | .o as $o
| ($o.status | objects | .conditions) | arrays | to_entries[] | .key as $i | .value | objects
| select(if (.type | trouble) then .status == "True" else .status != "True" end)
| select(.reason != "PodCompleted")
| {p: ($p + ["status", "conditions", $i]), kind: $o.kind, name: $o.metadata.name,
   namespace: $o.metadata.namespace, type, status, reason, message}
""",
    "kubectl.events": ITEMS
    + r"""
items | select(.o.kind == "Event" and .o.type != "Normal") | .p as $p | .o as $e
| {p: $p, type: $e.type, reason: $e.reason,
   field: (if $e.message then "message" elif $e.note then "note" else null end),
   message: ($e.message // $e.note),
   object: (($e.involvedObject // $e.regarding // {}) | "\(.kind // "?")/\(.name // "?")"),
   count: ($e.count // $e.series.count? // $e.deprecatedCount // 1)}
""",
    "kubectl.workloads": ITEMS
    + r"""
items | select(.o.kind | IN("Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job"))
| .p as $p | .o as $o | ($o.status // {}) as $s
| {p: $p, kind: $o.kind, name: $o.metadata.name, namespace: $o.metadata.namespace,
   desired: ($o.spec.replicas // $s.desiredNumberScheduled // $o.spec.completions),
   ready: ($s.readyReplicas // $s.numberReady // $s.succeeded // 0),
   failed: $s.failed, observed: ($s | length > 0)}
| select(.observed and ((.desired != null and .ready < .desired) or (.failed // 0) > 0))
""",
    "kubectl.counts": ITEMS
    + r"""
[items | .o | "\(.kind // "?")\((.status | objects | .phase | strings | "/" + .) // "")"]
| group_by(.) | map("\(length) \(.[0])") | .[]
""",
}
register(CONTRACTS)
BAD_WAITING = {
    "CrashLoopBackOff": 34.0,
    "ImagePullBackOff": 33.0,
    "ErrImagePull": 33.0,
    "CreateContainerConfigError": 33.0,
    "CreateContainerError": 33.0,
    "InvalidImageName": 33.0,
    "RunContainerError": 33.0,
    "ErrImageNeverPull": 33.0,
}
FIELD_SHARE = 0.55
GENERIC_SCALE = 0.3
Path = tuple[str | int, ...]


@dataclass
class Found:
    """What the contracts found, as field lines in order of importance."""

    problems: list[tuple[float, str]] = field(default_factory=list)
    pods: list[str] = field(default_factory=list)
    conditions: list[tuple[float, str]] = field(default_factory=list)
    workloads: list[str] = field(default_factory=list)
    warnings: list[tuple[float, str]] = field(default_factory=list)
    counts: list[str] = field(default_factory=list)
    single: str = ""
    seen: set[str] = field(default_factory=set)


def reduce_json(packet: JsonPacketBuilder, loaded: Loaded, limit: int) -> None:
    results = run(list(CONTRACTS), loaded)
    found = Found(counts=[str(c) for c in results["kubectl.counts"]])
    for record in results["kubectl.objects"]:
        _object(packet, found, record, single=not record.get("p"))
    for record in results["kubectl.containers"]:
        _container(packet, found, record)
    for record in results["kubectl.conditions"]:
        _condition(packet, found, record)
    for record in results["kubectl.events"]:
        _event(packet, found, record)
    found.workloads = [_workload(r) for r in results["kubectl.workloads"]]
    _fields(packet, found, limit)


def _where(record: dict[str, Any], name: str = "name") -> str:
    namespace = record.get("namespace")
    return f"{namespace}/{record.get(name)}" if namespace else str(record.get(name))


def _object(
    packet: JsonPacketBuilder, found: Found, record: dict[str, Any], *, single: bool
) -> None:
    path = tuple(record.get("p") or ())
    if single:
        status = "" if record.get("observed") else " (no status: not created yet, or a dry run)"
        found.single = f"{record.get('kind')} {_where(record)}{status}"
    phase = record.get("phase")
    if phase in ("Pending", "Failed", "Unknown") or record.get("reason"):
        why = ": ".join(str(record[k]) for k in ("reason", "message") if record.get(k))
        found.pods.append(f"{_where(record)} {phase or ''}{' ' + why if why else ''}".strip())
        for key in ("reason", "message"):
            if record.get(key):
                packet.cite_pointer((*path, "status", key), f"{_where(record)} {key}", 24.0)


def _container(packet: JsonPacketBuilder, found: Found, record: dict[str, Any]) -> None:
    path = tuple(record.get("p") or ())
    waiting, ended = record.get("waiting"), record.get("ended")
    priority = BAD_WAITING.get(str(waiting), 0.0) or (30.0 if record.get("exit_code") else 0.0)
    priority = priority or (28.0 if record.get("last") else 20.0)
    parts = [
        str(waiting or ended or ("running, not ready" if record.get("ready") is False else ""))
    ]
    if record.get("restarts"):
        parts.append(f"restarts {record['restarts']}")
    if record.get("exit_code") is not None and ended:
        parts.append(f"exit {record['exit_code']}")
    if record.get("has_last"):
        parts.append(f"last {record.get('last')} exit {record.get('last_exit_code')}")
    kind = "init container " if record.get("init") else ""
    who = f"{_where(record, 'pod')} {kind}{record.get('container')}"
    found.problems.append((priority, f"{who}: {', '.join(p for p in parts if p)}"))
    if waiting or ended or not record.get("has_last"):
        packet.cite_pointer((*path, "state"), f"{who} state", priority)
        priority -= 4
    if record.get("has_last"):
        packet.cite_pointer((*path, "lastState"), f"{who} last state", priority)


def _condition(packet: JsonPacketBuilder, found: Found, record: dict[str, Any]) -> None:
    """A condition in trouble; one per object and reason (a pod not Ready is also not
    ContainersReady, for the same reason)."""
    reason = record.get("reason") or ""
    key = f"{record.get('kind')} {_where(record)} {reason or record.get('type')}"
    if key in found.seen:
        return
    found.seen.add(key)
    priority = 26.0 if reason in ("Unschedulable", "ProgressDeadlineExceeded") else 14.0
    shown = f"{record.get('kind')} {_where(record)} {record.get('type')}={record.get('status')}"
    found.conditions.append((priority, f"{shown} {reason}".strip()))
    packet.cite_pointer(tuple(record.get("p") or ()), shown, priority)


def _event(packet: JsonPacketBuilder, found: Found, record: dict[str, Any]) -> None:
    count = record.get("count")
    count = count if type(count) is int and count > 0 else 1
    priority = 16.0 + min(count, 50) / 10
    message = " ".join(str(record.get("message") or "").split())
    shown = f"{record.get('reason')} {record.get('object')} x{count}: {message}"
    found.warnings.append((priority, shown))
    if record.get("field"):
        path = (*tuple(record.get("p") or ()), str(record["field"]))
        packet.cite_pointer(path, f"{record.get('type')} {record.get('reason')}", priority)


def _workload(record: dict[str, Any]) -> str:
    shown = (
        f"{record.get('kind')} {_where(record)} {record.get('ready')}/{record.get('desired')} ready"
    )
    return shown + (f", {record['failed']} failed" if record.get("failed") else "")


def _fields(packet: JsonPacketBuilder, found: Found, limit: int) -> None:
    put(packet, "object", found.single, limit)
    put(packet, "problems", [t for _, t in sorted(found.problems, key=lambda p: -p[0])], limit)
    put(packet, "pods", found.pods, limit)
    put(packet, "workloads", found.workloads, limit)
    put(packet, "conditions", [t for _, t in sorted(found.conditions, key=lambda p: -p[0])], limit)
    put(packet, "warnings", [t for _, t in sorted(found.warnings, key=lambda p: -p[0])], limit)
    put(packet, "objects", found.counts, limit)
    failing = len(found.problems) + len(found.pods)
    if failing:
        say(packet, f"kubectl: {failing} pod or container problem(s)", limit)


# Text: get tables, describe, errors

ERROR = re.compile(
    r"^(?:Error from server.*|error: .+|The connection to the server .+|Unable to connect to the "
    r"server.+|.*\b(?:[Ff]orbidden|Unauthorized|NotFound)\b.*)$"
)
HEADER = re.compile(r"^(?:NAMESPACE\s+)?NAME\s+READY\s+STATUS\s+RESTARTS\b")
ROW = re.compile(
    r"^(?:\S+\s+)?(?P<name>\S+)\s+(?P<ready>\d+)/(?P<want>\d+)\s+(?P<status>\S+)\s+"
    r"(?P<restarts>\d+)"
)
FINE = ("Running", "Completed", "Succeeded")
DESCRIBE = re.compile(
    r"^\s+(?:Reason:\s+\S+|Exit Code:\s+[1-9]\d*|State:\s+(?:Waiting|Terminated)|"
    r"Warning\s+\S+\s+.+|Last State:\s+Terminated)"
)


@dataclass
class TextFound:
    errors: list[str] = field(default_factory=list)
    rows: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def reduce_text(packet: JsonPacketBuilder, doc: Document, limit: int) -> None:
    found, table = TextFound(), False
    for number, text in tail_lines(doc):
        table = table or bool(HEADER.match(text))
        row = ROW.match(text) if table else None
        if row and _bad_row(row):
            found.rows.append(" ".join(text.split()))
            packet.cite(number, None, "pod", 24.0)
        elif DESCRIBE.match(text):
            if text.strip().startswith("Warning"):
                found.warnings.append(" ".join(text.split()[1:]))
            packet.cite(number, None, "describe", 20.0)
        elif ERROR.match(text) and "memcache.go" not in text:
            found.errors.append(text.strip())
            packet.cite(number, None, "error", 30.0)
    put(packet, "errors", list(dict.fromkeys(found.errors)), limit)
    put(packet, "pods", found.rows, limit)
    put(packet, "warnings", found.warnings, limit)


def _bad_row(row: re.Match[str]) -> bool:
    status = row.group("status")
    short = int(row.group("ready")) < int(row.group("want")) and status not in FINE[1:]
    return status not in FINE or short or int(row.group("restarts")) > 0


# The reducer


class KubectlReducer(BaseReducer):
    name = "kubectl"
    version = 1
    families = ("kubectl",)
    features = {"clipped": 2}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if not looks_like_json(doc):
            return 0.0
        head = head_bytes(doc, 4096)
        marks = (b'"apiVersion"', b'"kind"')
        return (
            0.95
            if all(m in head for m in marks) and (b'"metadata"' in head or b'"items"' in head)
            else 0.0
        )

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        loaded = load(doc) if looks_like_json(doc) else None
        packet = JsonPacketBuilder(
            self.key, doc, info, budget, value=loaded.value if loaded else None
        )
        limit = field_limit(packet, FIELD_SHARE)
        if loaded is not None and loaded.parsed:
            reduce_json(packet, loaded, limit)
        else:
            reduce_text(packet, doc, limit)
            cite_generic(packet, doc, info, scale=GENERIC_SCALE)
        shrink(packet, limit)
        return packet.build()


KUBECTL = KubectlReducer()
KUBECTL2 = KubectlReducer(version=2)
defer_to(KUBECTL)
REDUCERS = [KUBECTL, KUBECTL2]
