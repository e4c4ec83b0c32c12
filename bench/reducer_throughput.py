"""How fast a 100 MB log is reduced, against `grep -c -E` over the same file in the same run.

Writes a generated CI-like log (timestamps, progress, test lines, a few
errors spread through it, a failure at the end), then times:
  - grep -c -E for the error vocabulary (the baseline: a scan that only counts);
  - the reducer the selector picks, on the file memory-mapped, as the loop runs it;
and prints both and their ratio. The target is a ratio of at most 2.

    python bench/reducer_throughput.py [--megabytes 100] [--runs 3]
"""

from __future__ import annotations

import argparse
import mmap
import random
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.selector import ReducerSet

GREP_PATTERN = (
    "error|errors|fail|failed|failure|fatal|exception|traceback|panic|denied|refused|"
    "timed out|timeout|not found|cannot|could not|unable to|assert|exit code|exit status"
)
ROUTINE = [
    "Downloading https://files.example.org/packages/pkg-{n}-1.2.{n}.tar.gz ({n} kB)",
    "tests/test_module_{n}.py::test_case_{n} PASSED                          [ {p}%]",
    "Compiling crate_{n} v0.{n}.0 (/home/runner/work/project/crate_{n})",
    "[{n}/9000] Building CXX object src/CMakeFiles/lib.dir/file_{n}.cpp.o",
    "info: cached artifact {n:08x} restored in 0.{n}s",
]
FAILURES = [
    "tests/test_module_{n}.py::test_case_{n} FAILED                          [ {p}%]",
    "error[E0308]: mismatched types in crate_{n}",
    "ERROR: could not resolve host mirror-{n}.example.org",
]


def write_log(path: Path, megabytes: int) -> int:
    rng = random.Random(7)
    target = megabytes * 1024 * 1024
    written = 0
    with path.open("w") as out:
        while written < target:
            n, p = rng.randrange(100000), rng.randrange(100)
            template = rng.choice(FAILURES) if rng.random() < 0.0005 else rng.choice(ROUTINE)
            line = f"2026-05-07T02:58:55.{n:07d}Z " + template.format(n=n, p=p) + "\n"
            out.write(line)
            written += len(line)
        out.write("2026-05-07T03:00:00.0000000Z ##[error]Process completed with exit code 1.\n")
    return path.stat().st_size


def time_grep(path: Path) -> tuple[float, int]:
    started = time.perf_counter()
    done = subprocess.run(["grep", "-c", "-i", "-E", GREP_PATTERN, str(path)],
                          capture_output=True, text=True, check=False)  # fmt: skip
    return time.perf_counter() - started, int(done.stdout.strip() or 0)


def time_reducer(path: Path, size: int) -> tuple[float, str, int]:
    info = ArtifactInfo(
        id="art_bench", sha256="", size=size, content_type="text/plain", encoding="utf-8",
        redactions=0, tool="run_command", trust_lane="external-runtime", family="process",
        exit_status=1, source_url=None, run_id="", step_index=None, created=0.0,
    )  # fmt: skip
    reducers = ReducerSet()
    with path.open("rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
        started = time.perf_counter()
        packet = reducers.reduce(Document(data), info)
        seconds = time.perf_counter() - started
    return seconds, packet.reducer, packet.packet_bytes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--megabytes", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.log"
        size = write_log(path, args.megabytes)
        grep_runs, reduce_runs = [], []
        for _ in range(args.runs):
            grep_seconds, matches = time_grep(path)
            reduce_seconds, reducer, packet_bytes = time_reducer(path, size)
            grep_runs.append(grep_seconds)
            reduce_runs.append(reduce_seconds)
    grep_median, reduce_median = statistics.median(grep_runs), statistics.median(reduce_runs)
    print(f"{size / 1e6:.0f} MB generated log, {matches} lines matching, median of {args.runs}")
    print(f"  grep -c -E        {grep_median:7.3f} s  ({size / 1e6 / grep_median:6.0f} MB/s)")
    print(f"  {reducer:<17} {reduce_median:7.3f} s  ({size / 1e6 / reduce_median:6.0f} MB/s), "
          f"packet {packet_bytes} B")  # fmt: skip
    print(f"  ratio reducer/grep {reduce_median / grep_median:.2f} (target <= 2)")


if __name__ == "__main__":
    main()
