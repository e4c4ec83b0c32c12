"""GitHub pull requests as `gh pr view --json` (or `gh pr list --json`, `gh pr checks --json`).

The fields are `gh`'s documented JSON fields: `number`, `title`, `state`,
`isDraft`, `mergeable`, `mergeStateStatus`, `reviewDecision`, `labels`,
`files`/`changedFiles`, `additions`, `deletions` and `statusCheckRollup`, whose
items are CheckRuns (`name`, `workflowName`, `status`, `conclusion`,
`detailsUrl`) or StatusContexts (`context`, `state`, `targetUrl`). jq
contracts extract them; failing checks come first, then pending ones, and
each failing check is cited by JSON pointer. A list of pull requests gives
one line each, those in trouble first. Anything else `gh` prints is read as
text by the generic evidence.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.families.json import (
    JsonPacketBuilder,
    defer_to,
    field_limit,
    head_bytes,
    load,
    looks_like_json,
    put,
    register,
    run,
    shrink,
)
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet

PRS = r"""
def prs: if type == "object" then {p: [], o: .}
  elif type == "array" then to_entries[]
    | select(.value | type == "object" and (has("number") or has("statusCheckRollup")))
    | {p: [.key], o: .value}
  else empty end;
"""
CONTRACTS = {
    "gh.pr": PRS
    + r"""
prs | {p, number: .o.number, title: .o.title, state: .o.state, draft: .o.isDraft,
       mergeable: .o.mergeable, merge_state: .o.mergeStateStatus, review: .o.reviewDecision,
       labels: [.o.labels | arrays | .[] | objects | .name],
       files: (if (.o.files | type) == "array" then (.o.files | length) else .o.changedFiles end),
       additions: .o.additions, deletions: .o.deletions}
""",
    "gh.checks": PRS
    + r"""
prs | .p as $p | .o.statusCheckRollup | arrays | to_entries[] | .key as $i | .value | objects
| {p: ($p + ["statusCheckRollup", $i]), pr: $p, name: (.name // .context),
   workflow: .workflowName, status: .status, conclusion: (.conclusion // .state),
   url: (if .detailsUrl then "detailsUrl" elif .targetUrl then "targetUrl" else null end)}
""",
    "gh.checklist": r"""
if type == "array" then to_entries[] | select(.value | type == "object" and has("bucket"))
  | {p: [.key], pr: null, name: .value.name, workflow: .value.workflow, status: .value.state,
     conclusion: .value.state, bucket: .value.bucket,
     url: (if .value.link then "link" else null end)}
else empty end
""",
}
register(CONTRACTS)
FAILING = {
    "FAILURE",
    "TIMED_OUT",
    "CANCELLED",
    "ACTION_REQUIRED",
    "STARTUP_FAILURE",
    "ERROR",
    "STALE",
}
PENDING = {"PENDING", "QUEUED", "IN_PROGRESS", "WAITING", "REQUESTED", "EXPECTED"}
BUCKETS = {"fail": "failing", "cancel": "failing", "pending": "pending"}
KEYS = (
    b'"statusCheckRollup"',
    b'"mergeStateStatus"',
    b'"reviewDecision"',
    b'"headRefName"',
    b'"baseRefName"',
    b'"mergeable"',
    b'"isDraft"',
    b'"changedFiles"',
)
FIELD_SHARE = 0.6


def outcome(check: dict[str, Any]) -> str:
    """failing, pending or passing, from a CheckRun, a StatusContext or `gh pr checks`."""
    if check.get("bucket"):
        return BUCKETS.get(str(check["bucket"]), "passing")
    conclusion = str(check.get("conclusion") or "").upper()
    status = str(check.get("status") or "").upper()
    if conclusion in FAILING:
        return "failing"
    if conclusion in PENDING or (not conclusion and status not in ("", "COMPLETED")):
        return "pending"
    return "passing"


def shown(check: dict[str, Any]) -> str:
    workflow = f" [{check['workflow']}]" if check.get("workflow") else ""
    result = check.get("conclusion") or check.get("status") or ""
    return (
        f"{check.get('name')}{workflow}: {result}" if result else f"{check.get('name')}{workflow}"
    )


def cite_checks(packet: JsonPacketBuilder, checks: list[dict[str, Any]]) -> None:
    """Each failing check's link by pointer (its name and result are fields already), and
    the whole check at a lower priority, for a budget that has room for it."""
    for number, check in enumerate(c for c in checks if outcome(c) == "failing"):
        path = tuple(check.get("p") or ())
        name = f"failing {check.get('name')}"
        if check.get("url"):
            packet.cite_pointer((*path, str(check["url"])), name, 30.0 - number * 0.1)
        packet.cite_pointer(path, name, 10.0 - number * 0.1)


def _check_fields(packet: JsonPacketBuilder, checks: list[dict[str, Any]], limit: int) -> None:
    outcomes = [outcome(c) for c in checks]
    counts = Counter(outcomes)
    summary = ", ".join(f"{counts[k]} {k}" for k in ("failing", "pending", "passing") if counts[k])
    failing = [shown(c) for c, o in zip(checks, outcomes, strict=True) if o == "failing"]
    put(packet, "failing_checks", failing, limit)
    put(packet, "checks", summary, limit)


def _pr_fields(
    packet: JsonPacketBuilder, pr: dict[str, Any], checks: list[dict[str, Any]], limit: int
) -> None:
    state = f"{pr.get('state') or ''}{' draft' if pr.get('draft') else ''}".strip()
    put(packet, "pr", f"#{pr.get('number')} {state}".strip() if pr.get("number") else state, limit)
    _check_fields(packet, checks, limit)
    put(packet, "mergeable", pr.get("mergeable"), limit)
    put(packet, "merge_state", pr.get("merge_state"), limit)
    put(packet, "review_decision", pr.get("review"), limit)
    put(packet, "title", pr.get("title"), limit)
    put(packet, "labels", [str(label) for label in pr.get("labels") or []], limit)
    for name in ("files", "additions", "deletions"):
        if isinstance(pr.get(name), int):
            put(packet, name, pr[name], limit)
    pending = [shown(c) for c in checks if outcome(c) == "pending"]
    put(packet, "pending_checks", pending, limit)


def _pr_line(pr: dict[str, Any], checks: list[dict[str, Any]]) -> tuple[int, str]:
    """One pull request of a list, and how much trouble it is in (lower is worse)."""
    outcomes = Counter(outcome(c) for c in checks if c.get("pr") == pr.get("p"))
    merge = str(pr.get("merge_state") or pr.get("mergeable") or "")
    review = str(pr.get("review") or "")
    marks = [str(pr.get("state") or ""), "draft" if pr.get("draft") else "", str(merge), review]
    if outcomes["failing"]:
        marks.append(f"{outcomes['failing']} failing")
    trouble = 0 if outcomes["failing"] else 1 if merge in ("DIRTY", "CONFLICTING", "BLOCKED") else 2
    line = f"#{pr.get('number')} {' '.join(m for m in marks if m)}: {pr.get('title')}"
    return trouble, line


class GithubReducer(BaseReducer):
    name = "gh"
    version = 1
    families = ("gh",)
    features = {"clipped": 2}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if not looks_like_json(doc):
            return 0.0
        head = head_bytes(doc, 8192)
        if sum(key in head for key in KEYS) >= 2:
            return 0.95
        checklist = b'"bucket"' in head and (b'"link"' in head or b'"workflow"' in head)
        return 0.9 if checklist else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        loaded = load(doc) if looks_like_json(doc) else None
        packet = JsonPacketBuilder(
            self.key, doc, info, budget, value=loaded.value if loaded else None
        )
        limit = field_limit(packet, FIELD_SHARE)
        if loaded is None or not loaded.parsed:
            packet.confidence = 0.6
            cite_generic(packet, doc, info)
            return packet.build()
        results = run(list(CONTRACTS), loaded)
        prs, checks = results["gh.pr"], results["gh.checks"] + results["gh.checklist"]
        if len(prs) == 1 and not prs[0].get("p"):
            _pr_fields(packet, prs[0], checks, limit)
        elif prs:
            lines = sorted((_pr_line(pr, checks) for pr in prs), key=lambda t: t[0])
            put(packet, "prs", [line for _, line in lines], limit)
        else:
            _check_fields(packet, checks, limit)
            put(
                packet,
                "pending_checks",
                [shown(c) for c in checks if outcome(c) == "pending"],
                limit,
            )
        cite_checks(packet, checks)
        shrink(packet, limit)
        return packet.build()


GH = GithubReducer()
GH2 = GithubReducer(version=2)
defer_to(GH)
REDUCERS = [GH, GH2]
