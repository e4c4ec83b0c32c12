"""The command line shared by the blind-batch generators (make_fresh_cases_3.py and on).

Each generator declares its scenarios, scratch folder, `Batch`, version probes, tools
per case prefix and README head in a `FreshBatch`, and its `main` is `run(batch, argv)`:
`--only CASE_ID ...` rebuilds some cases and leaves the README alone, `--preview` only
writes the logs to the scratch folder, `--keep-work` keeps the scratch projects.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_cases import ANSI_RE, Case, tool  # scripts/ is not a package: imported by path
from make_fresh_cases_2 import Batch, probe_versions, verify_written, write_case, write_readme

Built = tuple[str, str, Case]
"""What a scenario's builder returns: the raw log, its CI framing, its labels."""
Builder = Callable[[Path], Built]
Scenario = tuple[str, tuple[str, ...], Builder]
"""A case id, the tools it needs, and its builder (given a fresh scratch folder)."""


@dataclass(frozen=True)
class FreshBatch:
    description: str
    scenarios: list[Scenario]
    work: Path
    """Scratch projects; a neutral name, since paths in the logs must not name the case."""
    batch: Batch
    probes: dict[str, list[str]]
    tools_of: dict[str, tuple[str, ...]]
    """The tools whose versions a case records, by case id prefix, longest prefixes first."""
    readme_head: str
    check_labels: bool = True
    """Stop unless every label is in raw.log (batches from the fourth on)."""

    def tools_for(self, case_id: str) -> tuple[str, ...]:
        return next((t for p, t in self.tools_of.items() if case_id.startswith(p)), ())


def check_labels(case: Case, raw: str) -> None:
    """Fail loudly unless every label string occurs in raw.log, as written and with ANSI
    escapes removed (the scorer strips escapes before it looks for a value)."""
    plain = ANSI_RE.sub("", raw)
    wanted: list[tuple[str, str]] = []
    for sig in case.signals:
        if sig.value is not None:
            wanted.append((f"{sig.importance} {sig.type}", sig.value))
        wanted += [(f"alias of {sig.type}", a) for a in sig.aliases]
        if sig.file is not None:
            wanted.append((f"{sig.importance} stack_location file", sig.file))
    wanted += [("must_mention", m) for m in case.must_mention]
    wanted += [("relevant test", t) for t in case.relevant_tests]
    missing = [f"{kind}: {text!r}" for kind, text in wanted if text not in raw or text not in plain]
    if missing:
        raise SystemExit(f"{case.case_id}: labels not found in raw.log:\n  " + "\n  ".join(missing))
    if not case.must_mention:
        raise SystemExit(f"{case.case_id}: no must_mention terms")


def build_one(fresh: FreshBatch, number: int, scenario: Scenario, preview: bool) -> Built | None:
    case_id, _, build = scenario
    work = fresh.work / f"{number:02d}"
    work.mkdir(parents=True)
    raw, framing, case = build(work)
    if preview:
        (fresh.work / f"{case_id}.log").write_bytes(raw.encode("utf-8", "surrogateescape"))
        print(f"{case_id}: {len(raw.encode()):,} bytes -> {fresh.work / case_id}.log")
        return None
    if case.case_id != case_id:
        raise ValueError(f"builder for {case_id} labelled {case.case_id}")
    if fresh.check_labels:
        check_labels(case, raw)
    return raw, framing, case


def missing_tools(fresh: FreshBatch, scenario: Scenario, versions: dict[str, str]) -> list[str]:
    case_id, needs, _ = scenario
    recorded = fresh.tools_for(case_id)
    missing = [n for n in (*needs, *recorded) if n not in versions and not tool(n)]
    missing += [n for n in recorded if versions.get(n) in (None, "missing")]
    return sorted(set(missing))


def run(fresh: FreshBatch, argv: list[str] | None = None) -> int:
    args = _arguments(fresh.description, argv)
    known = {case_id for case_id, _, _ in fresh.scenarios}
    unknown = sorted(set(args.only or []) - known)
    if unknown:
        raise SystemExit(f"unknown case ids: {', '.join(unknown)}")
    versions = probe_versions(fresh.probes)
    _prepare(fresh, known, full=args.only is None and not args.preview)
    results = []
    for number, scenario in enumerate(fresh.scenarios, 1):
        case_id = scenario[0]
        if args.only is not None and case_id not in args.only:
            continue
        missing = missing_tools(fresh, scenario, versions)
        if missing:
            print(f"skip {case_id}: missing {', '.join(missing)}", file=sys.stderr)
            continue
        built = build_one(fresh, number, scenario, args.preview)
        if built is None:
            continue
        raw, framing, case = built
        used = {k: versions[k] for k in fresh.tools_for(case_id)}
        results.append(write_case(case, raw, used, framing, fresh.batch))
        verify_written(case_id, fresh.batch)
        _report(results[-1])
    if not args.keep_work and not args.preview and fresh.work.exists():
        shutil.rmtree(fresh.work)
    if args.only is None and not args.preview:
        if len(results) != len(fresh.scenarios):
            raise SystemExit(f"only {len(results)} of {len(fresh.scenarios)} cases were built")
        write_readme(results, versions, fresh.readme_head, fresh.batch)
    return 0


def _arguments(description: str, argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    ap.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    ap.add_argument(
        "--preview", action="store_true", help="only write <work>/<case_id>.log, no labels"
    )
    return ap.parse_args(argv)


def _prepare(fresh: FreshBatch, known: set[str], *, full: bool) -> None:
    if fresh.work.exists():
        shutil.rmtree(fresh.work)
    fresh.work.mkdir(parents=True)
    fresh.batch.out.mkdir(parents=True, exist_ok=True)
    if full:  # a full rebuild drops stale case folders
        for folder in fresh.batch.out.iterdir():
            if folder.is_dir() and folder.name not in known:
                shutil.rmtree(folder)


def _report(result: dict[str, Any]) -> None:
    r = result
    print(
        f"{r['case_id']:46s} {r['framing']:15s} {r['bytes']:>9,d} B {r['lines']:>6,d} lines"
        f"  {r['criticals']} critical  {r['position']}"
    )
