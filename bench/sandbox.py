"""What the sandbox costs a command: run_command's process, sandboxed against bare.

Runs each command N times through `harness.tools.process.run_process` (bwrap,
prlimit, and setpriv as root, in a workspace, output to a file) and N times
bare (the same argv, environment and output file, through subprocess.run),
the two alternating in the same run so both see the same machine. Prints p50
and p95 of each and what the sandbox adds; the target is at most 20 ms more
at p50 (issue 20).

    python bench/sandbox.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from harness.tools import sandbox
from harness.tools.base import ToolContext
from harness.tools.process import run_process

TARGET_MS = 20.0
COMMANDS = {"true": ["true"], "python -c pass": [sys.executable, "-c", "pass"]}


def sandboxed(argv: list[str], ctx: ToolContext) -> Callable[[], None]:
    def once() -> None:
        output = run_process(argv, ctx, 60.0)
        assert output.exit_status == 0, output.decode()
        output.discard()

    return once


def bare(argv: list[str], ctx: ToolContext) -> Callable[[], None]:
    env = ctx.sandbox.environment()

    def once() -> None:
        with tempfile.NamedTemporaryFile(prefix="tool-output-") as out:
            subprocess.run(
                argv, cwd=ctx.workspace, env=env, stdout=out, stderr=subprocess.STDOUT, check=True
            )

    return once


def timed(once: Callable[[], None]) -> float:
    started = time.perf_counter()
    once()
    return (time.perf_counter() - started) * 1000


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    reason = sandbox.unavailable()
    if reason is not None:
        sys.exit(f"the sandbox cannot start here: {reason}")
    met = True
    with tempfile.TemporaryDirectory(prefix="bench-sandbox-") as folder:
        ctx = ToolContext(workspace=Path(folder))
        print(f"{'command':<16} {'bare p50/p95':>16} {'sandbox p50/p95':>18} {'p50 +':>9}  ratio")
        for label, argv in COMMANDS.items():
            one, other = bare(argv, ctx), sandboxed(argv, ctx)
            for _ in range(5):  # warm the page cache and the probe
                one(), other()
            times: tuple[list[float], list[float]] = ([], [])
            for _ in range(args.runs):
                times[0].append(timed(one))
                times[1].append(timed(other))
            b50, b95 = percentile(times[0], 50), percentile(times[0], 95)
            s50, s95 = percentile(times[1], 50), percentile(times[1], 95)
            met = met and s50 - b50 <= TARGET_MS
            print(
                f"{label:<16} {b50:7.1f}/{b95:5.1f} ms {s50:9.1f}/{s95:5.1f} ms "
                f"{s50 - b50:6.1f} ms  {s50 / b50:4.1f}x"
            )
    verdict = "met" if met else "MISSED"
    print(f"target: the sandbox adds at most {TARGET_MS:g} ms at p50: {verdict}")


if __name__ == "__main__":
    main()
