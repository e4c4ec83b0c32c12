"""bench/step_cost.py, run for real on two runs: its parts add up to the process's CPU."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "step_cost.py"


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


pytestmark = [
    pytest.mark.skipif(
        not (_listening(5432) and _listening(6379)),
        reason="needs PostgreSQL and Redis on 127.0.0.1, as CI has them",
    ),
    pytest.mark.timeout(300),
]


def test_it_prints_a_table_whose_parts_add_up_to_the_total(tmp_path: Path):
    out = tmp_path / "figures.json"
    args = [sys.executable, str(SCRIPT), "--runs", "2", "--warmup", "1", "--json", str(out)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=240, check=False)

    assert done.returncode == 0, done.stderr
    assert "loopglass step cost: 2 'recovery' runs" in done.stdout
    assert "unattributed remainder" in done.stdout
    assert "ratio total / harness alone" in done.stdout
    figures = json.loads(out.read_text())
    assert figures["failed_runs"] == 0
    assert figures["steps"] == 10  # two runs of the five-step recovery scenario
    parts = figures["parts"]
    assert set(parts) == {"persist", "render", "broadcast", "artifacts", "reduce", "loop", "rest"}
    assert all(ms >= 0 for ms in parts.values()), parts
    # every step is persisted, rendered and broadcast: each part is measured, not missed
    assert parts["persist"] > 0 and parts["render"] > 0 and parts["broadcast"] > 0
    total = figures["worker"]["total"]
    assert abs(sum(parts.values()) - total) <= 0.1 * total, (parts, total)
    baseline = figures["baseline"]["total"]
    assert 0 < baseline < total
    assert figures["ratio"] == pytest.approx(total / baseline)
