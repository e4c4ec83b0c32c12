"""Redaction throughput on the outputs that used to be slow, against hashing the same bytes.

    python bench/redaction.py [--megabytes 12]

Every tool output is redacted as it streams to the artifact store, and hashed (sha256)
for its address; hashing is the baseline, measured in the same run on the same bytes.
Three inputs: log lines that each hold a URL (pip, git and curl output), one long line
holding a trigger word, and log lines with a secret every 1,000 lines. It prints the
seconds, MB/s, secrets found and the ratio to hashing (target: a small multiple).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from harness.output.redact import Redactor

URL_LINE = (
    b"\x1b[32m2024-01-01 INFO\x1b[0m fetching https://files.pythonhosted.org/p/pkg-1.0.tar.gz ok\n"
)
SECRET_LINE = b"export DEPLOY_API_KEY=f3a9c1e07b2d4e6a\n"
PLAIN_LINE = b"2024-01-01T00:00:00Z step 42 compiled module in 13 ms\n"
CHUNK = 1 << 20


def inputs(megabytes: int) -> dict[str, bytes]:
    size = megabytes * 1_000_000
    block = PLAIN_LINE * 999 + SECRET_LINE
    return {
        "lines with a URL each": URL_LINE * (size // len(URL_LINE)),
        "one long line with a trigger": b"a" * (size // 12) + b" token=abc\n",
        "a secret every 1,000 lines": block * (size // len(block)),
    }


def timed_redaction(data: bytes) -> tuple[float, int]:
    redactor = Redactor()
    started = time.perf_counter()
    for start in range(0, len(data), CHUNK):
        redactor.feed(data[start : start + CHUNK])
    redactor.finish()
    return time.perf_counter() - started, redactor.count


def timed_hash(data: bytes) -> float:
    started = time.perf_counter()
    digest = hashlib.sha256()
    for start in range(0, len(data), CHUNK):
        digest.update(data[start : start + CHUNK])
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--megabytes", type=int, default=12)
    args = parser.parse_args()
    print("loopglass redaction, against sha256 of the same bytes")
    for name, data in inputs(args.megabytes).items():
        seconds, found = timed_redaction(data)
        baseline = timed_hash(data)
        print(
            f"  {name:30} {len(data) / 1e6:6.1f} MB  {seconds:7.3f} s  "
            f"{len(data) / 1e6 / seconds:8.1f} MB/s  {found:6d} secrets  "
            f"x{seconds / baseline:.1f} sha256"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
