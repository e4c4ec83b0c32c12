"""The reducer benchmark: reduce each case of a LogDx-CI folder and score the packet.

    python -m harness.reducers.eval CASES_DIR [--reducer NAME@N] [--json]
                                    [--budget BYTES] [--share F]

A case is a folder with raw.log, case.json and ground_truth.json (see
shared/corpus/logdx-ci/README.md); any folder tree of them will do. A signal
is preserved when its value (or an alias, or for a stack location its file)
occurs in the text the model reads, ANSI escapes stripped and line endings
normalised. Critical recall is preserved critical signals over critical
signals; the reduction ratio is 1 - packet bytes / raw bytes. A packet may take 2 % of
its output (`--share`), between 256 bytes and 4 KB (`--budget`), as in a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from harness.artifacts import ArtifactInfo
from harness.document import ANSI, Document
from harness.reducers.packet import Packet
from harness.reducers.selector import BUDGET_SHARE, ReducerSet

FAMILY_OF = {"docker": "generic", "pnpm": "npm", "traceback": "python"}
"""case.json frameworks that are not a reducer family by the same name."""


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
    return Score(
        case_id=case.get("case_id", folder.name),
        reducer=packet.reducer,
        critical_recall=_recall(critical, text),
        signal_recall=_recall(signals, text),
        reduction_ratio=1 - packet.packet_bytes / max(len(raw), 1),
        packet_bytes=packet.packet_bytes,
        raw_bytes=len(raw),
        seconds=seconds,
        missed=[_shown(s) for s in critical if not preserved(s, text)],
    )


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
    return {
        "critical_recall": statistics.fmean(s.critical_recall for s in scores),
        "signal_recall": statistics.fmean(s.signal_recall for s in scores),
        "reduction_ratio": statistics.fmean(s.reduction_ratio for s in scores),
        "median_packet_bytes": statistics.median(s.packet_bytes for s in scores),
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
        reducers = ReducerSet(share=args.share, **({"budget": args.budget} if args.budget else {}))
    except ValueError as error:  # a share outside (0, 1]
        print(f"--share: {error}", file=sys.stderr)
        return 2
    if args.reducer and args.reducer not in reducers.by_key:
        print(f"unknown reducer {args.reducer}; known: {sorted(reducers.by_key)}", file=sys.stderr)
        return 2
    scores = [score_case(folder, reducers, args.reducer) for folder in folders]
    if args.json:
        cases = [
            {k: v for k, v in asdict(s).items() if k not in ("missed", "reducer")} for s in scores
        ]
        print(json.dumps({"cases": cases, "macro": macro(scores)}, indent=2))
    else:
        _table(scores, args.missed)
    return 0


def _table(scores: list[Score], missed: bool) -> None:
    print(
        f"{'case':<46}{'reducer':<14}{'crit':>6}{'all':>6}{'reduct':>8}{'packet':>8}"
        f"{'raw':>10}{'ms':>7}"
    )
    for s in scores:
        print(
            f"{s.case_id[:45]:<46}{s.reducer:<14}{s.critical_recall:>6.2f}{s.signal_recall:>6.2f}"
            f"{s.reduction_ratio:>8.4f}{s.packet_bytes:>8}{s.raw_bytes:>10}{s.seconds * 1000:>7.0f}"
        )
        if missed:
            for signal in s.missed:
                print(f"    missed {signal}")
    m = macro(scores)
    print(
        f"macro: critical recall {m['critical_recall']:.3f}, signal recall "
        f"{m['signal_recall']:.3f}, reduction {m['reduction_ratio']:.4f}, "
        f"median packet {m['median_packet_bytes']:.0f} B over {len(scores)} cases"
    )


if __name__ == "__main__":
    sys.exit(main())
