"""The reducer benchmark: reduce each case of a LogDx-CI folder and score the packet.

    python -m harness.reducers.eval CASES_DIR [--reducer NAME@N] [--json] [--missed]
                                    [--budget BYTES] [--share F] [--floor BYTES]

A case is a folder with raw.log, case.json and ground_truth.json (see
shared/corpus/logdx-ci/README.md); any folder tree of them will do. A signal
is preserved when its value (or an alias, or for a stack location its file)
occurs in the text the model reads, ANSI escapes stripped and line endings
normalised. Critical recall is preserved critical signals over critical
signals; the reduction ratio is 1 - packet bytes / raw bytes, at least 0. A packet may take a share
of its output (`--share`), between the floor (`--floor`) and the cap (`--budget`), as in a
run; an output under the floor goes whole.

A critical signal the packet lost is a silent loss unless the packet said it was lossy:
`truncated`, and an escalation naming lines to read with `artifact_read`. Each loss also
says whether those lines hold the signal's evidence. Beside each packet, the baselines of
`baselines.py` (the output's tail, and grep with two lines of context) are scored at the
packet's own byte size.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import ANSI, Document
from harness.reducers import baselines
from harness.reducers.packet import Packet, reduction_ratio
from harness.reducers.selector import BUDGET_SHARE, PASSTHROUGH_BELOW, ReducerSet

FAMILY_OF = {"docker": "generic", "pnpm": "npm", "traceback": "python"}
"""case.json frameworks that are not a reducer family by the same name."""
READ_RANGE = re.compile(r"\bL(\d+)(?:-(\d+))?")
"""A line range an escalation names (`artifact_read L208-211, L260`)."""


@dataclass
class Score:
    case_id: str
    reducer: str
    critical_recall: float
    signal_recall: float
    reduction_ratio: float
    packet_bytes: int
    raw_bytes: int
    seconds: float
    missed: list[str]
    silent: list[str]
    """The missed critical signals the packet did not say it had lost."""
    pointed: int
    """Of the missed critical signals, those whose evidence lines the escalation names."""
    tail_recall: float
    grep_recall: float
    """Critical recall of the baselines cut to this packet's size."""


def find_cases(root: Path) -> list[Path]:
    return sorted(
        p.parent for p in root.rglob("ground_truth.json") if (p.parent / "raw.log").exists()
    )


def score_case(folder: Path, reducers: ReducerSet, forced: str | None) -> Score:
    case = json.loads((folder / "case.json").read_text())
    truth = json.loads((folder / "ground_truth.json").read_text())
    raw = (folder / "raw.log").read_bytes()
    doc = Document(raw)
    info = case_info(folder.name, case, len(raw), invalid_utf8=doc.has_invalid_utf8)
    started = time.perf_counter()
    packet = reducers.reduce(doc, info, forced)
    seconds = time.perf_counter() - started
    text = normalise(packet.render())
    critical, signals = signals_of(truth)
    lost = [s for s in critical if not preserved(s, text)]
    named = named_ranges(packet)
    return Score(
        case_id=case.get("case_id", folder.name),
        reducer=packet.reducer,
        critical_recall=_recall(critical, text),
        signal_recall=_recall(signals, text),
        reduction_ratio=reduction_ratio(packet.packet_bytes, len(raw)),
        packet_bytes=packet.packet_bytes,
        raw_bytes=len(raw),
        seconds=seconds,
        missed=[_shown(s) for s in lost],
        silent=[] if packet.truncated and named else [_shown(s) for s in lost],
        pointed=sum(_points_at(named, s) for s in lost),
        tail_recall=_recall(critical, normalise(baselines.tail(raw, packet.packet_bytes))),
        grep_recall=_recall(critical, normalise(baselines.grep(raw, packet.packet_bytes))),
    )


def named_ranges(packet: Packet) -> list[tuple[int, int]]:
    """The line ranges a packet's escalation tells the model to read (an honest packet's
    `[not shown: ...]` line too)."""
    if "artifact_read" not in packet.escalation.reason:
        return []
    hint = packet.escalation.reason.split("artifact_read", 1)[1]
    return [(int(a), int(b or a)) for a, b in READ_RANGE.findall(hint)]


def _points_at(named: list[tuple[int, int]], signal: dict[str, Any]) -> bool:
    evidence = signal.get("evidence_lines") or []
    return any(s <= end and start <= e for start, end in named for s, e in evidence)


def signals_of(truth: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A case's critical signals, and all of them."""
    signals = truth.get("required_signals", [])
    return [s for s in signals if s.get("importance") == "critical"], signals


def recalls(truth: dict[str, Any], packet: Packet) -> tuple[float, float]:
    """Critical and all-signal recall of a packet made of a case's raw log."""
    text = normalise(packet.render())
    critical, signals = signals_of(truth)
    return _recall(critical, text), _recall(signals, text)


def case_info(
    case_id: str, case: dict[str, Any], size: int, *, invalid_utf8: bool = False
) -> ArtifactInfo:
    framework = str(case.get("framework", "generic"))
    return ArtifactInfo(
        id=f"art_{case_id}",
        sha256="",
        size=size,
        content_type="text/plain",
        encoding="utf-8-invalid" if invalid_utf8 else "utf-8",
        redactions=0,
        tool=framework,
        trust_lane="external-runtime",
        family=FAMILY_OF.get(framework, framework),
        exit_status=None,
        source_url=None,
        run_id="",
        step_index=None,
        created=0.0,
    )


def normalise(text: str) -> str:
    return ANSI.sub("", text).replace("\r\n", "\n")


def preserved(signal: dict[str, Any], text: str) -> bool:
    if signal.get("type") == "stack_location" and signal.get("file"):
        return normalise(str(signal["file"])) in text
    values = [signal.get("value"), *signal.get("aliases", [])]
    return any(v and normalise(str(v)) in text for v in values)


def _recall(signals: list[dict[str, Any]], text: str) -> float:
    if not signals:
        return 1.0
    return sum(preserved(s, text) for s in signals) / len(signals)


def _shown(signal: dict[str, Any]) -> str:
    value = signal.get("value") or signal.get("file")
    return f"{signal.get('type')}: {str(value)[:80]}"


def macro(scores: list[Score]) -> dict[str, float]:
    recall = statistics.fmean(s.critical_recall for s in scores)
    tail = statistics.fmean(s.tail_recall for s in scores)
    grep = statistics.fmean(s.grep_recall for s in scores)
    return {
        "critical_recall": recall,
        "signal_recall": statistics.fmean(s.signal_recall for s in scores),
        "reduction_ratio": statistics.fmean(s.reduction_ratio for s in scores),
        "median_packet_bytes": statistics.median(s.packet_bytes for s in scores),
        "missed_critical": sum(len(s.missed) for s in scores),
        "silent_losses": sum(len(s.silent) for s in scores),
        "misses_pointed_at": sum(s.pointed for s in scores),
        "tail_recall": tail,
        "grep_recall": grep,
        "lead_over_tail": recall / tail if tail else float("inf"),
        "lead_over_grep": recall / grep if grep else float("inf"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m harness.reducers.eval", description=__doc__.split("\n")[0]
    )
    parser.add_argument("cases", type=Path)
    parser.add_argument("--reducer", help="use this reducer (name@N) for every case")
    parser.add_argument("--budget", type=int, default=None, help="packet budget in bytes")
    parser.add_argument(
        "--share",
        type=float,
        default=BUDGET_SHARE,
        help=f"share of the output a packet may take (default {BUDGET_SHARE})",
    )
    parser.add_argument(
        "--floor",
        type=int,
        default=PASSTHROUGH_BELOW,
        help=f"bytes under which output goes whole, and a packet's least (default "
        f"{PASSTHROUGH_BELOW})",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--missed", action="store_true", help="list the critical signals missed")
    args = parser.parse_args(argv)
    folders = find_cases(args.cases)
    if not folders:
        print(
            f"no cases under {args.cases} (a case is a folder with raw.log, case.json and "
            "ground_truth.json)",
            file=sys.stderr,
        )
        return 2
    try:
        reducers = ReducerSet(
            share=args.share,
            passthrough_below=args.floor,
            **({"budget": args.budget} if args.budget else {}),
        )
    except ValueError as error:  # a share outside (0, 1], a floor above the cap
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.reducer and args.reducer not in reducers.by_key:
        print(f"unknown reducer {args.reducer}; known: {sorted(reducers.by_key)}", file=sys.stderr)
        return 2
    scores = [score_case(folder, reducers, args.reducer) for folder in folders]
    if args.json:
        cases = [
            {k: v for k, v in asdict(s).items() if k not in ("missed", "silent", "reducer")}
            | {"silent_losses": len(s.silent)}
            for s in scores
        ]
        print(json.dumps({"cases": cases, "macro": macro(scores)}, indent=2))
    else:
        _table(scores, args.missed)
    return 0


def _table(scores: list[Score], missed: bool) -> None:
    print(
        f"{'case':<46}{'reducer':<14}{'crit':>6}{'all':>6}{'reduct':>8}{'packet':>8}"
        f"{'raw':>10}{'ms':>7}{'tail':>6}{'grep':>6}{'silent':>7}"
    )
    for s in scores:
        print(
            f"{s.case_id[:45]:<46}{s.reducer:<14}{s.critical_recall:>6.2f}{s.signal_recall:>6.2f}"
            f"{s.reduction_ratio:>8.4f}{s.packet_bytes:>8}{s.raw_bytes:>10}{s.seconds * 1000:>7.0f}"
            f"{s.tail_recall:>6.2f}{s.grep_recall:>6.2f}{len(s.silent):>7}"
        )
        if missed:
            for signal in s.missed:
                print(f"    {'silently lost' if signal in s.silent else 'missed'} {signal}")
    m = macro(scores)
    print(
        f"macro: critical recall {m['critical_recall']:.3f}, signal recall "
        f"{m['signal_recall']:.3f}, reduction {m['reduction_ratio']:.4f}, "
        f"median packet {m['median_packet_bytes']:.0f} B over {len(scores)} cases"
    )
    print(
        f"losses: {m['missed_critical']:.0f} critical signals missed, "
        f"{m['silent_losses']:.0f} silently, {m['misses_pointed_at']:.0f} at lines the "
        f"escalation names"
    )
    print(
        f"at equal size: tail {m['tail_recall']:.3f}, grep -C2 {m['grep_recall']:.3f}; "
        f"lead x{m['lead_over_tail']:.2f} over tail, x{m['lead_over_grep']:.2f} over grep"
    )


if __name__ == "__main__":
    sys.exit(main())
