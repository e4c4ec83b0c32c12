"""Token-to-browser latency of a run's reply forming, with the whole stack on this machine.

    python bench/live_latency.py --tokens [--runs 20] [--viewers 50] [--seconds 20]
        [--token-interval 0.02] [--step-tokens 40] [--viewer-procs 2]
    (or python bench/token_latency.py with the same options)

The stack is bench/live_latency.py's (a fresh PostgreSQL database and Redis prefix,
uvicorn serving `config.asgi:application` with the Redis channel layer; all removed at
the end). K runs are made (rows only: no worker plays them), and each is watched by V
WebSocket viewers at /ws/runs/<id>/ (a session cookie, an allowed Origin), spread over
--viewer-procs client processes so the clients are not what is measured. Once every
socket is in its run's group, one process per run (as a prefork worker runs one) plays a
model streaming a token every --token-interval seconds into the run's
`runs.live.LiveRelay`, as `DjangoSink.live` does in a worker: the reply so far, a new
step every --step-tokens tokens. Each token is its send time (` ~<epoch microseconds>`),
so the text carries its own timestamps: a token's
latency is the arrival of the first message that holds it, minus its send time, per
viewer. The relay publishes at most every `runs.live.THROTTLE` seconds, so a token may
wait for the next publish; that wait is part of the figure, as a person sees it.

The baseline, measured first in the same run on the same stack: 1 run x 1 viewer. Target:
p99 < 100 ms at 20 runs x 50 viewers.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ is not a package
from live_latency import (
    Database,
    Stack,
    create_run,
    make_viewer,
    now_us,
    percentiles,
    run_config,
    with_stack,
)
from websockets.asyncio.client import connect
from websockets.datastructures import Headers
from websockets.typing import Origin

TARGET_P99_MS = 100.0
WARMUP = 20
"""Updates without a timestamp each run sends first."""
OPENING = 10
"""Sockets a client process opens at once: a thousand handshakes at once meet 500s from the
server (the connect path's database work), which is not what is measured."""
QUIET = 3.0
"""Seconds without a message after which a viewer's socket has seen the whole stream."""
TOKEN = re.compile(r"~(\d{16})")


@dataclass
class Phase:
    runs: int
    viewers: int
    latencies: list[float]
    """Milliseconds, one per (viewer, token) seen."""
    sent: int
    """Tokens, all runs together."""
    errors: dict[str, int]
    """Sockets that failed, by what they met."""

    @property
    def missed(self) -> int:
        """(viewer, token) pairs never seen."""
        return self.sent * self.viewers - len(self.latencies)


# -- the viewers, in processes of their own -------------------------------------------------


def view(port: int, cookie: str, sockets: list[int], ready: Any, results: Any) -> None:
    """Open a socket per run id in `sockets`, tell `ready`, then read until QUIET seconds
    pass without a message after the first; put (latencies, errors) on `results`."""
    results.put(asyncio.run(_view(port, cookie, sockets, ready, QUIET)))


async def _view(
    port: int, cookie: str, sockets: list[int], ready: Any, quiet: float
) -> tuple[list[float], dict[str, int]]:
    latencies: list[float] = []
    errors: dict[str, int] = {}
    joined = [asyncio.Event() for _ in sockets]
    opening = asyncio.Semaphore(OPENING)

    async def one(run_id: int, joined_event: asyncio.Event) -> None:
        url = f"ws://127.0.0.1:{port}/ws/runs/{run_id}/?after=-1"
        newest = 0
        started = False
        try:
            await opening.acquire()
            async with connect(
                url,
                origin=Origin(f"http://127.0.0.1:{port}"),
                additional_headers=Headers({"Cookie": cookie}),
                max_size=None,
                open_timeout=120,
            ) as ws:
                while True:
                    try:
                        raw = await asyncio.wait_for(ws.recv(), quiet if started else 300)
                    except TimeoutError:
                        return
                    arrived = now_us()
                    text = raw if isinstance(raw, str) else raw.decode()
                    if 'id="run-status"' in text:
                        if not joined_event.is_set():
                            opening.release()
                        joined_event.set()
                        continue
                    stamps = [int(s) for s in TOKEN.findall(text)]
                    started = started or bool(stamps)
                    for stamp in stamps:
                        if stamp > newest:
                            latencies.append((arrived - stamp) / 1000)
                    newest = max([newest, *stamps])
        except Exception as exc:  # counted, not raised: the figures say how many failed, how
            kind = f"{type(exc).__name__}: {str(exc)[:60]}"
            errors[kind] = errors.get(kind, 0) + 1
        finally:
            if not joined_event.is_set():
                opening.release()
            joined_event.set()

    tasks = [asyncio.create_task(one(r, e)) for r, e in zip(sockets, joined, strict=True)]
    await asyncio.gather(*(e.wait() for e in joined))
    ready.put(len(sockets))
    await asyncio.gather(*tasks)
    return latencies, errors


# -- the models, as threads of this process --------------------------------------------------


def produce(run_id: int, interval: float, step_tokens: int, ready: Any, go: Any) -> None:
    """A process of its own per run, as a prefork worker runs one: Django set up, then told
    when to start and for how long (wall clock); it puts its token count on `ready`."""
    import django  # noqa: PLC0415 (the environment is the stack's, inherited)

    django.setup()
    ready.put(("ready", 0))
    start, seconds = go.get()
    time.sleep(max(0.0, start - time.time()))
    sent: list[int] = []
    play(run_id, interval, step_tokens, time.monotonic() + seconds, sent)
    ready.put(("sent", sent[0]))


def play(run_id: int, interval: float, step_tokens: int, until: float, sent: list[int]) -> None:
    """Stream tokens into the run's relay until `until` (monotonic); count them in `sent`."""
    from harness.reporting.live import ModelCallStarted, ReplySoFar  # noqa: PLC0415 (after setup)
    from runs.live import LiveRelay  # noqa: PLC0415

    relay = LiveRelay(run_id)
    for k in range(WARMUP):  # connections opened, threads started: not what is measured
        relay.update(ReplySoFar(index=0, turn=0, text="warming up " * k))
        time.sleep(interval)
    relay.flush(5.0)
    index, count = 1, 0
    next_at = time.monotonic()
    while time.monotonic() < until:
        relay.update(ModelCallStarted(index=index, turn=index, at=time.time()))
        text = ""
        for _ in range(step_tokens):
            text += f" ~{now_us()}"
            count += 1
            relay.update(ReplySoFar(index=index, turn=index, text=text))
            next_at += interval
            time.sleep(max(0.0, next_at - time.monotonic()))
            if time.monotonic() >= until:
                break
        relay.flush(5.0)  # the step ends: what is left of its reply goes out, as at a commit
        index += 1
    relay.flush(5.0)
    sent.append(count)


def phase(stack: Stack, db: Database, args: argparse.Namespace, runs: int, viewers: int) -> Phase:
    viewer = db.call_sync(make_viewer) if not hasattr(args, "_viewer") else args._viewer
    args._viewer = viewer
    launch = db.call_sync(run_config, "recovery", 0.0)
    run_ids = [
        db.call_sync(create_run, viewer["user_id"], viewer["team_id"], launch) for _ in range(runs)
    ]
    sockets = [run_id for run_id in run_ids for _ in range(viewers)]
    procs = max(1, min(args.viewer_procs, len(sockets)))
    context = multiprocessing.get_context("spawn")
    ready, results = context.Queue(), context.Queue()
    workers = []
    for k in range(procs):
        share = sockets[k::procs]
        process = context.Process(
            target=view, args=(stack.port, viewer["cookie"], share, ready, results)
        )
        process.start()
        workers.append(process)
    told, go = context.Queue(), context.Queue()
    producers = [
        context.Process(
            target=produce, args=(run_id, args.token_interval, args.step_tokens, told, go)
        )
        for run_id in run_ids
    ]
    for process in producers:
        process.start()
    for _ in producers:
        told.get(timeout=300)
    opened = 0
    while opened < len(sockets):
        opened += ready.get(timeout=300)
    seconds = args.seconds + WARMUP * args.token_interval
    start = time.time() + 0.5
    for _ in producers:
        go.put((start, seconds))
    sent = [told.get(timeout=seconds + 120)[1] for _ in producers]
    for process in producers:
        process.join(30)
    latencies: list[float] = []
    errors: dict[str, int] = {}
    for _ in workers:
        got, failed = results.get(timeout=120)
        latencies += got
        for kind, count in failed.items():
            errors[kind] = errors.get(kind, 0) + count
    for process in workers:
        process.join(30)
    return Phase(runs, viewers, latencies, sent=sum(sent), errors=errors)


def line(name: str, measured: Phase) -> str:
    p50, p95, p99 = percentiles(measured.latencies)
    return (
        f"{name:<24} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms  p99 {p99:7.1f} ms  "
        f"n={len(measured.latencies)}  missed={measured.missed}  "
        f"sockets failed={sum(measured.errors.values())}"
        + "".join(f"\n    {count} x {kind}" for kind, count in measured.errors.items())
    )


def measure(stack: Stack, db: Database, args: argparse.Namespace) -> None:
    from runs.live import THROTTLE  # noqa: PLC0415 (after setup)

    baseline = phase(stack, db, args, 1, 1)
    loaded = phase(stack, db, args, args.runs, args.viewers)
    stack.check_alive()
    rate = 1 / args.token_interval
    print(
        f"token-to-browser latency: a token every {args.token_interval * 1000:g} ms "
        f"({rate:g}/s) per run for {args.seconds:g} s, published at most every "
        f"{THROTTLE * 1000:g} ms; {args.viewer_procs} client processes"
    )
    print(line("baseline 1 run x 1", baseline))
    print(line(f"{args.runs} runs x {args.viewers} viewers", loaded))
    base99 = percentiles(baseline.latencies)[2]
    p99 = percentiles(loaded.latencies)[2]
    verdict = "met" if p99 < TARGET_P99_MS else "NOT met"
    print(
        f"p99 ratio to baseline: {p99 / base99:.2f}x; target p99 < {TARGET_P99_MS:g} ms: {verdict}"
    )


def main(args: argparse.Namespace | None = None) -> int:
    if args is None:
        parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
        parser.add_argument("--runs", type=int, default=20)
        parser.add_argument("--viewers", type=int, default=50)
        parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
        parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
        parser.add_argument("--keep-logs", action="store_true")
        parser.add_argument("--seconds", type=float, default=20.0, help="per phase")
        parser.add_argument("--token-interval", type=float, default=0.02, help="s per token")
        parser.add_argument("--step-tokens", type=int, default=40, help="tokens per reply")
        parser.add_argument("--viewer-procs", type=int, default=2, help="client processes")
        args = parser.parse_args()
    args.profile = False

    def run(stack: Stack, db: Database) -> None:
        stack.start_web()
        stack.wait_for_web()
        measure(stack, db, args)

    return with_stack(args, run, serve=False)


if __name__ == "__main__":
    sys.exit(main())
