"""Preference files from the command line.

    python -m harness.learning merge A.json B.json -o MERGED.json   # two agents' files as one
    python -m harness.learning show FILE.json [--task TYPE]          # each belief and its flags

`manage.py export_preferences` writes a team's file from its runs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.learning.beliefs import (
    PriorMismatch,
    load_preferences,
    merge,
    save_preferences,
    standings,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.learning")
    commands = parser.add_subparsers(dest="command", required=True)
    merging = commands.add_parser("merge", help="alpha = alpha_a + alpha_b - alpha_prior")
    merging.add_argument("first", type=Path)
    merging.add_argument("second", type=Path)
    merging.add_argument("-o", "--output", type=Path, required=True)
    showing = commands.add_parser("show", help="each belief: competence, interval, flags")
    showing.add_argument("file", type=Path)
    showing.add_argument("--task")
    args = parser.parse_args(argv)
    try:
        if args.command == "merge":
            merged = merge(load_preferences(args.first), load_preferences(args.second))
            save_preferences(merged, args.output)
            print(f"{args.output}: {len(merged.beliefs)} beliefs")
        else:
            _show(args.file, args.task)
    except (OSError, ValueError) as problem:  # PriorMismatch, a file of another kind
        kind = "priors differ" if isinstance(problem, PriorMismatch) else "cannot read"
        print(f"{kind}: {problem}", file=sys.stderr)
        return 2
    return 0


def _show(path: Path, task: str | None) -> None:
    for row in standings(load_preferences(path), task):
        flags = [name for name in ("needs_practice", "mastered", "retire") if getattr(row, name)]
        print(
            f"{row.task_type:12} {row.tool:20} C={row.competence:.2f} "
            f"[{row.low:.2f}, {row.high:.2f}] calls={row.calls} {' '.join(flags)}"
        )


if __name__ == "__main__":
    raise SystemExit(main())
