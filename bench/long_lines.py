"""How fast each reducer reads output whose bytes are one long line, against the same bytes
in ordinary lines, in the same run.

A minified bundle, a JSON body or a base64 blob printed whole is one line of megabytes.
Reducers match their patterns against a line's clean text; from their `clip_from` version
on (base.py) they read it cut to 16 KB. For each reducer the default set uses, this times:
  - the same words wrapped into lines of about 100 bytes (the baseline);
  - those words as one line, with an error line after it;
  - with `--before`, the version before it on the one line (which reads the line whole).

    python bench/long_lines.py [--megabytes 5] [--before] [--only text,pytest]
"""

from __future__ import annotations

import argparse
import random
import time

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import Reducer
from harness.reducers.selector import ReducerSet

WORDS = ["alpha", "beta", "error", "value", "x=1", '{"k": 3}', "src/app/main.py:12", "ok"]


def outputs(megabytes: float) -> tuple[bytes, bytes]:
    """The same words as one line and as lines of about 100 bytes, each with a last error."""
    rng = random.Random(7)
    words = [rng.choice(WORDS) for _ in range(int(megabytes * 1e6 / 6))]
    wrapped = "\n".join(" ".join(words[i : i + 16]) for i in range(0, len(words), 16))
    end = "\nError: the build failed at the end\n"
    return ("start\n" + " ".join(words) + end).encode(), ("start\n" + wrapped + end).encode()


def seconds(reducer: Reducer, data: bytes) -> float:
    info = ArtifactInfo(
        id="art_bench", sha256="", size=len(data), content_type="text/plain", encoding="utf-8",
        redactions=0, tool="run_command", trust_lane="external-runtime", family="process",
        exit_status=1, source_url=None, run_id="", step_index=None, created=0.0,
    )  # fmt: skip
    reducers = ReducerSet()
    started = time.perf_counter()
    reducers.reduce(Document(data), info, reducer.key)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--megabytes", type=float, default=5)
    parser.add_argument("--before", action="store_true", help="also time the version before")
    parser.add_argument("--only", default="", help="reducer names, comma-separated")
    args = parser.parse_args()
    one_line, lines = outputs(args.megabytes)
    reducers = ReducerSet()
    names = [n for n in args.only.split(",") if n] or sorted(reducers.active)
    print(f"{len(one_line) / 1e6:.1f} MB as one line, and as {lines.count(b'\n')} lines")
    print(f"{'reducer':<15}{'lines':>9}{'one line':>10}{'ratio':>8}" +
          (f"  {'before':<15}{'one line':>10}{'ratio':>8}" if args.before else ""))  # fmt: skip
    for name in names:
        reducer = reducers.active[name]
        baseline, long = seconds(reducer, lines), seconds(reducer, one_line)
        row = f"{reducer.key:<15}{baseline:>8.2f}s{long:>9.2f}s{long / baseline:>7.1f}x"
        older = reducers.by_key.get(f"{name}@{reducer.version - 1}")
        if args.before and older is not None:
            old = seconds(older, one_line)
            row += f"  {older.key:<15}{old:>9.2f}s{old / baseline:>7.1f}x"
        print(row, flush=True)


if __name__ == "__main__":
    main()
