"""Command line: build the static catalog and push it to the shop."""
import argparse
import csv
import logging
from pathlib import Path

from catalog_sync import __version__
from catalog_sync.sync import sync_all

log = logging.getLogger("catalog_sync")


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="catalog_sync")
    p.add_argument("--source", type=Path, required=True)
    p.add_argument("--out", type=Path, default=Path("build/catalog"))
    p.add_argument("--batch-size", type=int, default=50)
    p.add_argument("--version", action="version", version=__version__)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    log.info("catalog_sync %s: source=%s out=%s", __version__, args.source, args.out)
    with args.source.open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    log.info("loaded %d products", len(rows))
    args.out.mkdir(parents=True, exist_ok=True)
    sync_all(rows, args.out, batch_size=args.batch_size)
    log.info("done")
    return 0
