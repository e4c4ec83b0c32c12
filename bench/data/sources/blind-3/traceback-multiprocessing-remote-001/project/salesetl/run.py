"""Summarize every partition in a process pool and log each result in order."""
import logging
import sys
from multiprocessing import Pool
from pathlib import Path

from salesetl.parse import summarize

log = logging.getLogger("salesetl")


def main(folder: str, workers: int = 2) -> int:
    logging.basicConfig(
        level=logging.INFO, format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stdout,
    )
    paths = sorted(str(p) for p in Path(folder).glob("*.csv"))
    log.info("rolling up %d partitions with %d workers", len(paths), workers)
    total = 0
    with Pool(workers) as pool:
        for name, rows, cents in pool.imap(summarize, paths):
            total += cents
            log.info("%s: %d rows, %d cents (running total %d)", name, rows, cents,
                     total)
    log.info("done: %d cents", total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2))
