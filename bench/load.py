"""Sustained load: many scripted runs at once on two workers, watched live, for minutes.

    python bench/load.py [--runs 200] [--viewers 100] [--workers 2] [--minutes 10]
        [--delay 2.0] [--pool threads|prefork] [--concurrency C] [--scenario NAME]

The stack is bench/live_latency.py's (PostgreSQL and Redis as CI has them, a fresh
database and Redis prefix, uvicorn and N Celery worker processes, all removed at the
end). --runs slots each play the shipped `recovery` scenario (5 steps, a reply every
--delay seconds) again and again until --minutes have passed, so about --runs runs are
always in flight. Each slot is watched by one of the --viewers WebSocket viewers (a
viewer watches runs/viewers slots, as a person with that many tabs), who connects to
each run just before it starts and reads until it ends.

It prints steps/s, commit-to-viewer latency (p50, p99), each worker's resident memory
(first sample, peak, last) and the errors: a step a viewer never got or got twice, a
socket dropped, a run that did not succeed (target: 0). The baseline, measured in the
same run, is a bare channel-layer group_send -> receive on the same Redis, idle and
under the load; the latency is also given as a ratio to it.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ is not a package
from live_latency import (
    Database,
    Measured,
    Results,
    Stack,
    channel_layer_probe,
    create_run,
    make_viewer,
    measure_load,
    percentiles,
    play_slot,
    pubsub_probe,
    run_config,
    tally,
    with_stack,
)

RSS_EVERY = 5.0
"""Seconds between samples of the workers' resident memory."""


@dataclass
class MemorySamples:
    """Each worker's resident memory (its process and its pool children), sampled on a thread."""

    stack: Stack
    samples: dict[str, list[int]] = field(default_factory=dict)
    _stop: threading.Event = field(default_factory=threading.Event)

    def start(self) -> None:
        threading.Thread(target=self._loop, name="rss", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()

    def _loop(self) -> None:
        while not self._stop.wait(RSS_EVERY):
            for name, process in self.stack.children:
                if name.startswith("worker"):
                    self.samples.setdefault(name, []).append(_tree_rss(process.pid))


def _tree_rss(pid: int) -> int:
    try:
        root = psutil.Process(pid)
        tree = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0
    total = 0
    for process in tree:
        try:
            total += process.memory_info().rss
        except psutil.NoSuchProcess:
            continue  # a pool child replaced meanwhile
    return total


def until(
    deadline: float, db: Database, launch: dict[str, object], session: dict[str, int | str]
) -> tuple[Callable[[], Awaitable[int | None]], list[int]]:
    """`next_run` for a slot: a new run each time, until the deadline; and the runs made."""
    made: list[int] = []

    async def next_run() -> int | None:
        if time.monotonic() >= deadline:
            return None
        run_id: int = await db.call(create_run, session["user_id"], session["team_id"], launch)
        made.append(run_id)
        return run_id

    return next_run, made


async def load(stack: Stack, args: argparse.Namespace, db: Database) -> Measured:
    session = await db.call(make_viewer)
    payload = "x" * 1500  # about the size of a step fragment
    layer_idle = await channel_layer_probe(
        args.redis, f"{stack.prefix}:probe-idle", payload, interval=0.002, count=500
    )
    pubsub_idle = await pubsub_probe(args.redis, stack.prefix, 500, payload)
    launch = await db.call(run_config, args.scenario, args.delay)

    deadline = time.monotonic() + args.minutes * 60
    slots = [until(deadline, db, launch, session) for _ in range(args.runs)]
    results = Results()
    load = asyncio.gather(
        *(
            play_slot(
                stack,
                db,
                str(session["cookie"]),
                next_run=next_run,
                viewers=[number % args.viewers] if args.viewers else [],
                watches=None,  # each viewer connects to each run just before it starts
                results=results,
                offset=number * args.delay / args.runs,  # starts spread over one reply
            )
            for number, (next_run, _) in enumerate(slots)
        )
    )
    baselines = (layer_idle, pubsub_idle)
    return await measure_load(
        stack, args, db, load=load, results=results, baselines=baselines,
        run_ids_of=lambda: [run_id for _, made in slots for run_id in made],
    )  # fmt: skip


def report(args: argparse.Namespace, measured: Measured, memory: MemorySamples) -> bool:
    """Print the figures; whether the target (no errors) was met."""
    latencies, errors = tally(measured)
    steps = len(measured.commits)
    p50, _, p99 = percentiles(latencies)
    idle50, _, idle99 = percentiles(measured.layer_idle)
    load50, _, load99 = percentiles(measured.layer_loaded)
    print(
        f"\nloopglass load: {args.runs} runs in flight for {args.minutes:g} min "
        f"({args.scenario!r}, a reply every {args.delay} s), {args.viewers} viewers, "
        f"{args.workers} workers x {args.concurrency} ({args.pool}), "
        f"{args.db_pool or 'no'} pooled connections per process, {os.cpu_count()} CPUs"
    )
    print(f"  runs        {len(measured.run_ids)} played, {steps} steps committed")
    print(
        f"  throughput  {steps / measured.wall_seconds:.1f} steps/s over "
        f"{measured.wall_seconds:.0f} s (offered: {args.runs / args.delay:.1f} steps/s)"
    )
    print(
        f"  commit -> viewer   p50 {p50:8.2f} ms   p99 {p99:8.2f} ms   ({len(latencies)} samples)"
    )
    print(
        f"  baseline, idle     p50 {idle50:8.2f} ms   p99 {idle99:8.2f} ms   (bare channel layer)"
    )
    print(f"  baseline, loaded   p50 {load50:8.2f} ms   p99 {load99:8.2f} ms")
    print(f"  ratio to idle      p50 x{p50 / idle50:.1f}   p99 x{p99 / idle99:.1f}")
    for name, samples in sorted(memory.samples.items()):
        mib = [value / 2**20 for value in samples]
        print(
            f"  {name} RSS     first {mib[0]:.0f} MiB   peak {max(mib):.0f} MiB   "
            f"last {mib[-1]:.0f} MiB   ({len(mib)} samples)"
        )
    cpu = measured.cpu
    busy = ", ".join(
        f"{name} {seconds / measured.wall_seconds:.0%}"
        for name, seconds in sorted(cpu.items(), key=lambda item: -item[1])
    )
    print(f"  CPU (share of one core)  {busy}")
    print(
        f"  errors      {sum(errors.values())}"
        + "".join(f"\n    {count:6d}  {kind}" for kind, count in sorted(errors.items()))
    )
    return not errors


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=200, help="runs in flight at once")
    parser.add_argument("--viewers", type=int, default=100, help="WebSocket viewers")
    parser.add_argument("--workers", type=int, default=2, help="Celery worker processes")
    parser.add_argument("--minutes", type=float, default=10.0, help="how long the load lasts")
    parser.add_argument("--delay", type=float, default=2.0, help="seconds per scripted reply")
    parser.add_argument("--pool", choices=["prefork", "threads"], default="threads")
    parser.add_argument("--concurrency", type=int, help="pool size per worker (runs / workers)")
    parser.add_argument("--scenario", default="recovery", help="a shipped scenario name")
    parser.add_argument(
        "--db-pool",
        type=int,
        default=10,
        help="LOOPGLASS_DB_POOL: PostgreSQL connections per process (0: one per thread)",
    )
    parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    if args.runs < 1 or args.workers < 1 or args.viewers < 0 or args.minutes <= 0:
        parser.error("--runs and --workers must be at least 1, --viewers at least 0")
    if args.concurrency is None:
        args.concurrency = max(1, math.ceil(args.runs / args.workers))
    args.profile = False  # the Stack asks; bench/live_latency.py --profile splits latency
    return args


def main() -> int:
    args = parse_args()
    os.environ["LOOPGLASS_DB_POOL"] = str(args.db_pool)  # every process of the stack reads it
    met = False

    def measure(stack: Stack, db: Database) -> None:
        nonlocal met
        memory = MemorySamples(stack)
        memory.start()
        try:
            measured = asyncio.run(load(stack, args, db))
        finally:
            memory.stop()
        stack.check_alive()
        met = report(args, measured, memory)

    status = with_stack(args, measure)
    return status or (0 if met else 1)


if __name__ == "__main__":
    sys.exit(main())
