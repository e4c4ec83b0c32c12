"""Writing a built case in the LogDx-CI layout (raw.log, case.json, ground_truth.json,
tags.json) and the batch README; only line numbers are computed here."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from casegen.env import ROOT
from casegen.labels import ANSI_RE, Case, Sig

UNNAMED_FRAMINGS = (
    "transcript",
    "devci_github",
    "devci_gitlab",
    "devcargo_github",
    "devunit_github",
    "devunit_gitlab",
    "devterraform_github",
    "devterraform_gitlab",
)


@dataclass(frozen=True)
class Target:
    """Where a batch's cases go and what their files say about the batch."""

    out: Path
    split: str
    generator: str
    min_bytes: int
    max_bytes: int
    origin_name: str = ""
    """tags.json's origin when it is not `loopglass_<generator stem>` (the dev batches)."""
    min_criticals: int = 2
    max_criticals: int = 5
    """Fewer or more critical signals stop the build (dev cases have 1 to 7)."""
    check_tests: bool = True
    """Stop unless every relevant test id is in raw.log (off where labels are not checked)."""

    @property
    def origin(self) -> str:
        return self.origin_name or f"loopglass_{Path(self.generator).stem}"


def plain_lines(raw: str) -> list[str]:
    return [ANSI_RE.sub("", x) for x in raw.split("\n")]


def ranges(numbers: list[int], cap: int = 12) -> list[list[int]]:
    out: list[list[int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return out[:cap]


def locate(sig: Sig, raw: str, plain: list[str]) -> list[int]:
    """1-based numbers of the raw.log lines that carry a signal."""
    if sig.type == "stack_location":
        if not (sig.file and sig.line):
            raise ValueError(f"stack_location needs file and line: {sig}")
        if sig.file not in raw:
            raise ValueError(f"file {sig.file!r} is not in raw.log")
        marks = (f"{sig.file}:{sig.line}", f'{sig.file}", line {sig.line},')
        hits = [i for i, x in enumerate(plain, 1) if any(m in x for m in marks)]
        hits = hits or [
            i for i, x in enumerate(plain, 1) if sig.file in x and f"line {sig.line}," in x
        ]
    else:
        if sig.value is None:
            raise ValueError(f"signal needs a value: {sig}")
        if sig.value not in raw:
            raise ValueError(f"value {sig.value!r} is not an exact substring of raw.log")
        hits = [i for i, x in enumerate(raw.split("\n"), 1) if sig.value in x]
        if not hits:  # a value spanning lines: its first line
            hits = [raw[: raw.index(sig.value)].count("\n") + 1]
    if not hits:
        raise ValueError(f"no line found for {sig}")
    return hits


def position(first_lines: list[int], total: int) -> str:
    if not first_lines:
        return "late"
    lo, hi = min(first_lines) / total, max(first_lines) / total
    if hi - lo > 0.4:
        return "scattered"
    mid = (lo + hi) / 2
    return "early" if mid < 0.25 else "middle" if mid < 0.8 else "late"


def bucket(size: int) -> str:
    return "small" if size < 40_000 else "medium" if size < 500_000 else "large"


def merge_spans(spans: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for span in sorted(spans, key=lambda s: (s["start_line"], s["end_line"])):
        if out and span["start_line"] <= out[-1]["end_line"] + 1:
            last = out[-1]
            last["end_line"] = max(last["end_line"], span["end_line"])
            if span["reason"] not in last["reason"]:
                last["reason"] += "; " + span["reason"]
        else:
            out.append(dict(span))
    return out


def dump_json(obj: Any) -> str:
    """Two-space JSON with line ranges kept on one line, as in the LogDx-CI files."""
    text = json.dumps(obj, indent=2, ensure_ascii=False)
    text = re.sub(r"\[\s*(\d+),\s*(\d+)\s*\]", r"[\1, \2]", text)
    pairs = re.compile(r"\[\d+, \d+\]")
    text = re.sub(
        r"\[\s*((?:\[\d+, \d+\],?\s*)+)\]",
        lambda m: "[" + ", ".join(pairs.findall(m.group(1))) + "]",
        text,
    )
    return text + "\n"


def signal_entry(
    case_id: str, sig: Sig, raw: str, plain: list[str]
) -> tuple[dict[str, Any], list[int]]:
    """The ground_truth.json entry of one signal, and the lines that carry it."""
    if sig.importance not in ("critical", "important", "optional"):
        raise ValueError(f"{case_id}: bad importance {sig.importance!r}")
    hits = locate(sig, raw, plain)
    entry: dict[str, Any] = {"type": sig.type}
    if sig.value is not None:
        entry["value"] = sig.value
    if sig.file is not None:
        entry["file"] = sig.file
        entry["line"] = sig.line
    if sig.aliases:
        absent = [a for a in sig.aliases if a not in raw]
        if absent:
            raise ValueError(f"{case_id}: aliases not in raw.log: {absent}")
        entry["aliases"] = list(sig.aliases)
    entry["importance"] = sig.importance
    entry["evidence_lines"] = ranges(hits)
    return entry, hits


def write_case(
    case: Case, raw: str, versions: dict[str, str], framing: str, target: Target
) -> dict[str, Any]:
    """Write the case's four files into `target.out`; return its row of the README table."""
    data = raw.encode("utf-8", "surrogateescape")
    if not target.min_bytes <= len(data) <= target.max_bytes:
        want = f"{target.min_bytes // 1000}-{target.max_bytes // 1000} KB"
        raise ValueError(f"{case.case_id}: raw.log is {len(data):,} bytes (want {want})")
    criticals = [s for s in case.signals if s.importance == "critical"]
    if not target.min_criticals <= len(criticals) <= target.max_criticals:
        raise ValueError(f"{case.case_id}: {len(criticals)} critical signals (want 2-5)")
    plain = plain_lines(raw)
    total = len(raw.split("\n")) - (1 if raw.endswith("\n") else 0)
    signals: list[dict[str, Any]] = []
    spans: list[dict[str, Any]] = []
    firsts: list[int] = []
    for sig in case.signals:
        entry, hits = signal_entry(case.case_id, sig, raw, plain)
        signals.append(entry)
        if sig.importance == "critical":
            firsts.append(hits[0])
            spans.append(
                {
                    "start_line": max(1, hits[0] - 2),
                    "end_line": min(total, hits[0] + 2),
                    "reason": sig.why or f"{sig.type} evidence",
                }
            )
    for name in case.relevant_tests if target.check_tests else []:
        if name not in raw:
            raise ValueError(f"{case.case_id}: relevant test {name!r} not in raw.log")
    folder = target.out / case.case_id
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / "raw.log").write_bytes(data)
    truth = {
        "root_cause": {"summary": case.summary, "category": case.failure_category},
        "required_signals": signals,
        "relevant_files": case.relevant_files,
        "relevant_tests": case.relevant_tests,
        "evidence_spans": merge_spans(spans),
        "expected_diagnosis": {
            "must_mention": case.must_mention,
            "must_not_claim": case.must_not_claim,
        },
    }
    meta = {
        "case_id": case.case_id,
        "repo": None,
        "source": "local_tool_run",
        "framework": case.framework,
        "failure_category": case.failure_category,
        "raw_log_path": "raw.log",
        "line_count": total,
        "byte_size": len(data),
        "generator": target.generator,
        "log_framing": framing,
        "commands": case.commands,
        "tool_versions": versions,
        "notes": case.notes,
    }
    if framing in UNNAMED_FRAMINGS:  # the old scripts never wrote the key
        del meta["log_framing"]
    tags = {
        "case_id": case.case_id,
        "split": target.split,
        "origin": target.origin,
        "failure_category": case.failure_category,
        "framework": case.framework,
        "primary_language": case.primary_language,
        "log_size_bucket": bucket(len(data)),
        "signal_position": position(firsts, total),
        "evidence_formats": case.evidence_formats,
        "noise_profile": case.noise_profile,
        "multi_failure": case.multi_failure,
        "flaky_or_transient": case.flaky,
        "requires_repo_context": False,
        "diagnosis_difficulty": case.difficulty,
        "notes": f"labels hand-written in {target.generator}; line numbers computed",
    }
    for name, obj in (("case.json", meta), ("ground_truth.json", truth), ("tags.json", tags)):
        (folder / name).write_text(dump_json(obj))
    return {
        "case_id": case.case_id,
        "framework": case.framework,
        "category": case.failure_category,
        "framing": framing,
        "bytes": len(data),
        "lines": total,
        "position": tags["signal_position"],
        "criticals": len(criticals),
    }


def newest_reducer_mtime() -> str:
    """Modification time of the newest file under harness/reducers (times only, no code)."""
    times = [f.stat().st_mtime for f in (ROOT / "harness" / "reducers").rglob("*.py")]
    if not times:
        return "unknown"
    return datetime.fromtimestamp(max(times), UTC).strftime("%Y-%m-%d %H:%M")


def write_readme(
    results: list[dict[str, Any]],
    versions: dict[str, str],
    head: str,
    out: Path,
    *,
    criticals: bool = True,
) -> None:
    """The batch's README: `head` (held out, method), the tool versions, a row per case
    (without the critical column for scripts/make_fresh_cases.py's batch)."""
    made = datetime.now(UTC).strftime("%Y-%m-%d %H:%M")
    lines = [head.format(n=len(results), made=made, reducers_mtime=newest_reducer_mtime())]
    lines += [f"| {k} | {v} |\n" for k, v in versions.items()]
    lines.append("\n## Cases\n\n")
    critical = ("| critical ", "---:|") if criticals else ("", "")
    lines.append(
        "| case | framework | category | framing | raw.log bytes | lines "
        f"{critical[0]}| signal position |\n"
    )
    lines.append(f"|---|---|---|---|---:|---:|{critical[1]}---|\n")
    for r in results:
        count = f" {r['criticals']} |" if criticals else ""
        lines.append(
            f"| `{r['case_id']}` | {r['framework']} | {r['category']} | {r['framing']} "
            f"| {r['bytes']:,} | {r['lines']:,} |{count} {r['position']} |\n"
        )
    lines.append(
        "\nThe notes field of each `case.json` says what the log shows; "
        "`ground_truth.json` gives the root cause.\n"
    )
    (out / "README.md").write_text("".join(lines))
