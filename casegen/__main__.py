"""python -m casegen build <batch> [--only CASE_ID ...] [--out DIR]
python -m casegen check <batch> [--only CASE_ID ...] [--out DIR [--no-build]]"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from casegen.batch import Batch, build
from casegen.check import compare_batch
from casegen.env import ROOT


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="casegen", description=__doc__)
    ap.add_argument("command", choices=["build", "check"])
    ap.add_argument("batch", help="a folder under bench/data/sources/, e.g. blind-7")
    ap.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    ap.add_argument(
        "--out",
        type=Path,
        default=None,
        help="build: default bench/data/cases/<batch>/; check: rebuild here and keep it",
    )
    ap.add_argument("--no-build", action="store_true", help="check: compare what --out holds")
    args = ap.parse_args(argv)
    batch = Batch.load(args.batch)
    committed = ROOT / batch.settings.get("out", f"bench/data/cases/{args.batch}")
    if args.command == "build":
        build(batch, args.out or committed, args.only)
        return 0
    with tempfile.TemporaryDirectory(prefix="casegen-check-") as tmp:
        out = args.out or Path(tmp)
        if not args.no_build:
            build(batch, out, args.only, keep_going=True)
        wanted = args.only or batch.cases
        readme = args.only is None and (out / "README.md").exists()
        no_readme = batch.settings.get("readme") == "none"
        same = compare_batch(committed, out, wanted, readme=readme) and (
            args.only is not None or readme or no_readme
        )
    print("check: all same" if same else "check: DIFFERENT", flush=True)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
