"""A batch (bench/data/sources/<batch>/batch.toml plus one folder per case) and its build."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from casegen.devterraform import write_table_readme
from casegen.env import ROOT, child_env, expand
from casegen.job import run_job
from casegen.labels import LabelError, check_labels, load_labels
from casegen.transcript import write_plain_readme
from casegen.write import Target, write_case, write_readme

SOURCES = ROOT / "bench" / "data" / "sources"


@dataclass(frozen=True)
class Batch:
    name: str
    folder: Path
    """bench/data/sources/<name>/: batch.toml and a folder per case."""
    settings: dict[str, Any]

    @classmethod
    def load(cls, name: str, sources: Path = SOURCES) -> Batch:
        folder = sources / name
        return cls(name, folder, tomllib.loads((folder / "batch.toml").read_text()))

    @property
    def cases(self) -> list[str]:
        return list(self.settings["cases"])

    @property
    def work(self) -> Path:
        """The scratch folder; a neutral name, as paths in the logs must not name the case."""
        return Path(tempfile.gettempdir()) / str(self.settings["work"])

    def target(self, out: Path) -> Target:
        s = self.settings
        target = Target(out, s["split"], s["generator"], s["min_bytes"], s["max_bytes"])
        return replace(
            target,
            origin_name=s.get("origin", ""),
            min_criticals=s.get("min_criticals", 2),
            max_criticals=s.get("max_criticals", 5),
            check_tests=s.get("check_labels", True),
        )

    def tools_for(self, case_id: str) -> list[str]:
        tools: dict[str, list[str]] = self.settings["tools"]
        return next((t for p, t in tools.items() if case_id.startswith(p)), [])


def probe_versions(probes: dict[str, list[str]], work: Path) -> dict[str, str]:
    out = {}
    for name, stored in probes.items():
        argv = [expand(a, work) for a in stored]
        found = shutil.which(argv[0]) or Path(argv[0]).exists()
        out[name] = version_of(argv) if found else "missing"
    return out


def version_of(argv: list[str]) -> str:
    try:
        out = subprocess.run(
            argv, capture_output=True, text=True, env=child_env(), check=False, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return "unavailable"
    text = (out.stdout or out.stderr).strip().splitlines()
    first = next((x for x in text if x.strip() and "CLI configuration" not in x), "")
    return first.split(" from /")[0].strip()


def build(
    batch: Batch, out: Path, only: list[str] | None = None, *, keep_going: bool = False
) -> list[str]:
    """Build the batch (or the `only` cases) into `out`; return the ids built. With
    `keep_going` (the check), a case that fails is reported and the others still built."""
    unknown = sorted(set(only or []) - set(batch.cases))
    if unknown:
        raise SystemExit(f"unknown case ids: {', '.join(unknown)}")
    versions = probe_versions(batch.settings["probes"], batch.work)
    if batch.work.exists():
        shutil.rmtree(batch.work)
    out.mkdir(parents=True, exist_ok=True)
    results = []
    for number, case_id in enumerate(batch.cases, 1):
        if only is not None and case_id not in only:
            continue
        missing = [t for t in batch.tools_for(case_id) if versions.get(t) in (None, "missing")]
        if missing:
            print(f"skip {case_id}: missing {', '.join(missing)}", file=sys.stderr)
            continue
        try:
            results.append(build_case(batch, number, case_id, versions, out))
        except (LabelError, ValueError, RuntimeError) as exc:
            if not keep_going:
                raise
            print(f"FAILED {case_id}: {exc}", file=sys.stderr, flush=True)
            continue
        print(_row(results[-1]), flush=True)
    shutil.rmtree(batch.work, ignore_errors=True)
    if only is None:
        if len(results) != len(batch.cases):
            if keep_going:
                return [r["case_id"] for r in results]
            raise SystemExit(f"only {len(results)} of {len(batch.cases)} cases were built")
        _readme(batch, results, versions, out)
    return [r["case_id"] for r in results]


def _readme(
    batch: Batch, results: list[dict[str, Any]], versions: dict[str, str], out: Path
) -> None:
    style = batch.settings.get("readme")
    head = batch.settings["readme_head"]
    if style == "no_criticals":  # scripts/make_fresh_cases.py's table
        write_readme(results, versions, head, out, criticals=False)
    elif style == "dev_table":  # scripts/dev_cases_terraform.py's table
        write_table_readme(results, versions, head, out)
    elif style == "static":  # readme_head is the whole README
        (out / "README.md").write_text(head)
    elif style != "none":  # the dev batches have none
        writer = write_plain_readme if style == "plain" else write_readme
        writer(results, versions, head, out)


def build_case(
    batch: Batch, number: int, case_id: str, versions: dict[str, str], out: Path
) -> dict[str, Any]:
    by_id = batch.settings.get("work_by") == "case_id"  # older batches: paths name the case
    work = batch.work / (case_id if by_id else f"{number:02d}")
    if case_id in batch.settings.get("work_dirs", {}):  # dev batches: <repo>/<repo>
        sub = Path(batch.settings["work_dirs"][case_id])
        shutil.rmtree(batch.work / sub.parts[0], ignore_errors=True)
        work = batch.work / sub
    work.mkdir(parents=True)
    folder = batch.folder / case_id
    ran = run_job(folder, work)
    case = load_labels(folder / "labels.toml", case_id)
    if not case.commands:
        case.commands = ran.commands
    if batch.settings.get("check_labels", True):
        check_labels(case, ran.raw)
    used = {k: versions[k] for k in batch.tools_for(case_id)}
    if case_id in batch.settings.get("case_probes", {}):  # a case's own interpreter
        used = probe_versions(batch.settings["case_probes"][case_id], batch.work)
    return write_case(case, ran.raw, used, ran.framing, batch.target(out))


def _row(r: dict[str, Any]) -> str:
    return (
        f"{r['case_id']:46s} {r['framing']:15s} {r['bytes']:>9,d} B {r['lines']:>6,d} lines"
        f"  {r['criticals']} critical  {r['position']}"
    )
