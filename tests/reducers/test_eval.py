"""`python -m harness.reducers.eval`: any folder of cases in the LogDx-CI layout, scored as
the corpus README defines, printed as rows or as one JSON object."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CASES = Path(__file__).parents[2] / "bench" / "data" / "cases" / "first-real-tools"


def run_eval(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "harness.reducers.eval", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def write_case(folder: Path, log: str, signals: list[dict[str, object]]) -> None:
    folder.mkdir(parents=True)
    (folder / "raw.log").write_text(log)
    (folder / "case.json").write_text(json.dumps({"case_id": folder.name, "framework": "generic"}))
    (folder / "ground_truth.json").write_text(json.dumps({"required_signals": signals}))


def test_it_scores_a_folder_of_its_own_cases_as_json(tmp_path: Path):
    shutil.copytree(CASES / "pytest-verbose-two-failures-001", tmp_path / "a" / "copied")
    noise = "".join(f"compiling module {n} of 900\n" for n in range(900))
    log = noise + "error: the linker could not find libfoo.so\nexit code 1\n"
    write_case(
        tmp_path / "b" / "made",
        log,
        [
            {"type": "exception", "value": "could not find libfoo.so", "importance": "critical"},
            {"type": "exit_code", "value": "never printed anywhere", "importance": "critical"},
            {"type": "command", "value": "compiling module 3 of 900", "importance": "optional"},
        ],
    )
    done = run_eval(str(tmp_path), "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    rows = {row["case_id"]: row for row in result["cases"]}
    assert set(rows) == {"pytest-verbose-two-failures-001", "made"}
    made = rows["made"]
    assert set(made) == {
        "case_id",
        "critical_recall",
        "signal_recall",
        "reduction_ratio",
        "packet_bytes",
        "raw_bytes",
        "seconds",
        "silent_losses",
        "pointed",
        "tail_recall",
        "grep_recall",
    }
    assert made["critical_recall"] == 0.5, "one of two critical signals is in the packet"
    assert made["raw_bytes"] == len(log.encode())
    assert made["reduction_ratio"] == pytest.approx(1 - made["packet_bytes"] / made["raw_bytes"])
    mean = (
        made["critical_recall"] + rows["pytest-verbose-two-failures-001"]["critical_recall"]
    ) / 2
    assert result["macro"]["critical_recall"] == pytest.approx(mean)


def test_it_prints_a_row_per_case_and_the_signals_missed(tmp_path: Path):
    write_case(
        tmp_path / "only",
        "x\n" * 2000 + "fatal: out of disk\n",
        [
            {"type": "exception", "value": "no such text", "importance": "critical"},
        ],
    )
    done = run_eval(str(tmp_path), "--missed")
    assert done.returncode == 0, done.stderr
    assert "only" in done.stdout and "missed exception: no such text" in done.stdout
    assert "macro: critical recall 0.000" in done.stdout


def test_a_folder_without_cases_or_an_unknown_reducer_is_a_clear_error(tmp_path: Path):
    empty = run_eval(str(tmp_path))
    assert empty.returncode == 2 and "no cases under" in empty.stderr
    shutil.copytree(CASES / "ruff-undefined-name-001", tmp_path / "ruff")
    unknown = run_eval(str(tmp_path), "--reducer", "nosuch@9")
    assert unknown.returncode == 2 and "unknown reducer nosuch@9" in unknown.stderr
    pinned = run_eval(str(tmp_path), "--reducer", "text@1")
    assert pinned.returncode == 0 and "text@1" in pinned.stdout


def test_a_larger_share_gives_larger_packets_and_a_bad_share_is_refused(tmp_path: Path):
    # tried: shares of 2 % and 8 %, on a 60 KB log whose evidence needs more than 2 %;
    # then shares of 0, -1 and 2
    errors = "".join(f"error: check {n} failed in src/module_{n}.c\n" for n in range(40))
    write_case(
        tmp_path / "wide",
        "building\n" * 6000 + errors,
        [
            {"type": "error_message", "value": "check 3 failed", "importance": "critical"},
        ],
    )
    small = json.loads(run_eval(str(tmp_path), "--json", "--share", "0.02").stdout)["cases"][0]
    large = json.loads(run_eval(str(tmp_path), "--json", "--share", "0.08").stdout)["cases"][0]
    assert large["packet_bytes"] > small["packet_bytes"] * 1.5
    assert small["reduction_ratio"] >= 0.98 > large["reduction_ratio"]
    for share in ("0", "-1", "2"):
        done = run_eval(str(tmp_path), "--share", share)
        assert done.returncode == 2 and "between 0 and 1" in done.stderr
