"""Rebuild the search index manifest from the shard files."""
import faulthandler
import logging
import sys
from pathlib import Path

from shardlib import read_header

faulthandler.enable()
log = logging.getLogger("rebuild")


def main(folder):
    shards = sorted(Path(folder).glob("*.shard"))
    log.info("found %d shards in %s", len(shards), folder)
    total = 0
    for n, shard in enumerate(shards, 1):
        magic, version, count = read_header(shard)
        total += count
        log.info("[%4d/%d] %s magic=%s v%d records=%d", n, len(shards), shard.name,
                 magic.decode(), version, count)
    log.info("manifest: %d records in %d shards", total, len(shards))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")
    main(sys.argv[1])
