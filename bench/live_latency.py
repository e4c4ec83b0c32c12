"""Commit-to-browser latency of the live run view, with the whole stack on this machine.

Starts the stack on PostgreSQL and Redis (a fresh database and its own Redis
key prefix, both removed at the end): migrations, uvicorn serving
`config.asgi:application`, and N Celery worker processes. It makes a user
with a team and a logged-in session, then keeps K scripted runs going at
once while V WebSocket viewers (the session cookie, an allowed Origin)
watch them at /ws/runs/<id>/.

Each of the K run slots plays the shipped `recovery` scenario (5 steps,
tool-light: the calculator) --chain times in a row, so a slot makes about 20
steps. (bench/data/scenarios/light.yaml is the same load as one 20-step run; the
run config accepts only shipped scenario names today, so it needs
runs/config.py to accept a scenario file first.) Every viewer's sockets, one
per run of its slot, are open before the load starts, and each has received
the status bar the consumer sends once it listens on the run's channel, so
every step a viewer gets is a live broadcast, never a backfill; with
--reconnect a viewer connects to each run just before it starts instead.
The slots' first runs start spread over one reply delay, so the runs do not
all step at the same instant (--burst starts them together).

For every step message a viewer receives, the arrival time is taken at
once; afterwards each step's `committed_at` is read from the database, and
the latency is arrival minus `committed_at` per (viewer, step). Both are UTC
wall-clock times on this one machine (epoch microseconds). `committed_at` is
set at INSERT, a little before COMMIT, so the figure is conservative.

The baseline, measured in the same run on the same Redis: a bare
channel-layer group_send -> receive (one event loop, its connections kept),
idle before the load and sampled again during it, and a bare Redis PUBLISH
-> SUBSCRIBE round trip.

    python bench/live_latency.py [--runs K] [--viewers V] [--workers N]
        [--concurrency C] [--pool prefork|threads] [--chain R] [--delay SECONDS]
        [--scenario NAME|FILE] [--reconnect] [--burst] [--profile] [--keep-logs]

With --tokens it measures token-to-browser latency of a reply forming instead
(the live path of runs.live, on the same stack): see bench/token_latency.py.

--profile starts the workers and uvicorn through bench/probes.py, which
timestamps each step message on its way (COMMIT done, consumer entered) and
splits the latency into worker, transport and WebSocket parts.

Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) and Redis on
127.0.0.1:6379, as CI has them (--pg, --redis to change). Every process it
starts is stopped, and the database dropped, on exit, Ctrl-C or an error.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import os
import re
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import redis
import redis.asyncio as aioredis
from psycopg import sql
from websockets.asyncio.client import connect
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.typing import Origin

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: harness/ and the apps import from here
    sys.path.insert(0, str(ROOT))
BENCH = Path(__file__).resolve().parent
BIN = Path(sys.executable).parent
PID = os.getpid()
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
STEPS_PER_SLOT = 20
TARGET_P99_MS = 50.0
MACHINE = "whole machine"

STEP_INDEX = re.compile(r'data-step-index="(\d+)"')
STATUS = re.compile(r'id="run-status"[^>]*data-status="([a-z_]+)"')
TERMINAL = {"succeeded", "answered", "failed", "cancelled", "stopped", "awaiting_approval"}


def now_us() -> int:
    """UTC wall clock, microseconds since the epoch (what `committed_at` is compared to)."""
    return time.time_ns() // 1000


def epoch_us(moment: datetime) -> int:
    """An aware datetime as UTC microseconds since the epoch, exactly."""
    return (moment - EPOCH) // timedelta(microseconds=1)


# -- the stack -------------------------------------------------------------------


class Stack:
    """The processes, database, Redis keys and folder this bench owns; `close` undoes them."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.db_name = f"loopglass_bench_{PID}"
        self.prefix = f"lgbench{PID}"
        self.var = Path(tempfile.mkdtemp(prefix=f"loopglass-bench-{PID}-"))
        self.port = free_port()
        self.children: list[tuple[str, subprocess.Popen[bytes]]] = []
        self.db_created = False
        self.env = os.environ.copy()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def admin_dsn(self) -> str:
        return f"{self.args.pg}/postgres"

    def create_database(self) -> None:
        with psycopg.connect(self.admin_dsn(), autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(self.db_name)))
        self.db_created = True

    def configure(self) -> None:
        """The environment of every process of the stack, this one included."""
        self.env.update(
            {
                "DJANGO_SETTINGS_MODULE": "config.settings",
                "DATABASE_URL": f"{self.args.pg}/{self.db_name}",
                "REDIS_URL": self.args.redis,
                "LOOPGLASS_REDIS_PREFIX": self.prefix,
                "LOOPGLASS_VAR_DIR": str(self.var),
                "LOOPGLASS_WORKSPACES": str(self.var / "workspaces"),
                "SECRET_KEY": secrets.token_urlsafe(40),
                "ALLOWED_HOSTS": "127.0.0.1,localhost",
                "DEBUG": "0",
                "LOG_LEVEL": "WARNING",
                # read once runs/config.py accepts scenario files from configured folders
                "LOOPGLASS_SCENARIO_DIRS": str(BENCH / "data" / "scenarios"),
                "PYTHONPATH": os.pathsep.join(
                    p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
                ),
            }
        )
        os.environ.update(self.env)

    def migrate(self) -> None:
        subprocess.run(
            [sys.executable, str(ROOT / "manage.py"), "migrate", "--noinput", "-v", "0"],
            env=self.env,
            cwd=ROOT,
            check=True,
        )

    def spawn(self, name: str, argv: list[str]) -> Path:
        log = self.var / f"{name}.log"
        with log.open("ab") as out:
            process = subprocess.Popen(
                argv,
                env=self.env,
                cwd=ROOT,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: stopped whole, Ctrl-C or not
            )
        self.children.append((name, process))
        return log

    def start_web(self) -> None:
        if self.args.profile:
            head = [sys.executable, str(BENCH / "probes.py"), "web", str(self.var / "probe")]
        else:
            head = [str(BIN / "uvicorn")]
        self.spawn(
            "uvicorn",
            [
                *head,
                "config.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--log-level",
                "warning",
                "--no-access-log",
            ],
        )

    def start_workers(self) -> None:
        logs = []
        for number in range(self.args.workers):
            if self.args.profile:
                head = [sys.executable, str(BENCH / "probes.py"), "worker", str(self.var / "probe")]
            else:
                head = [str(BIN / "celery"), "-A", "config"]
            logs.append(
                self.spawn(
                    f"worker{number}",
                    [
                        *head,
                        "worker",
                        "-l",
                        "info",
                        "-P",
                        self.args.pool,
                        "-c",
                        str(self.args.concurrency),
                        "-n",
                        f"bench{number}-{PID}@localhost",
                        "--without-mingle",
                        "--without-gossip",
                        "--without-heartbeat",
                    ],
                )
            )
        deadline = time.monotonic() + 120
        for log in logs:
            while "ready." not in log.read_text(errors="replace"):
                self.check_alive()
                if time.monotonic() > deadline:
                    raise RuntimeError(f"a worker did not start; see {log}")
                time.sleep(0.1)

    def wait_for_web(self) -> None:
        deadline = time.monotonic() + 60
        while True:
            self.check_alive()
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            if time.monotonic() > deadline:
                raise RuntimeError(f"uvicorn did not open port {self.port}")
            time.sleep(0.05)

    def check_alive(self) -> None:
        for name, process in self.children:
            if process.poll() is not None:
                log = self.var / f"{name}.log"
                tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
                raise RuntimeError(f"{name} exited with {process.returncode}:\n{tail}")

    def close(self) -> None:
        """Stop every process, drop the database, remove the Redis keys and the folder."""
        for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, signal.SIG_IGN)  # a second Ctrl-C must not cut this short
        for _, process in reversed(self.children):
            _signal_group(process, signal.SIGTERM)
        deadline = time.monotonic() + 15
        for _, process in reversed(self.children):
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(max(0.1, deadline - time.monotonic()))
            _signal_group(process, signal.SIGKILL)  # whatever of its group is left
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(5)
        if self.db_created:
            try:
                with psycopg.connect(self.admin_dsn(), autocommit=True) as conn:
                    conn.execute(
                        sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
                            sql.Identifier(self.db_name)
                        )
                    )
            except psycopg.Error as exc:
                print(f"could not drop database {self.db_name}: {exc}", file=sys.stderr)
        try:
            client = redis.Redis.from_url(self.args.redis)
            # its channel-layer keys and queue, and kombu's bindings of that queue
            keys = [*client.scan_iter(f"{self.prefix}*")]
            keys += [*client.scan_iter(f"_kombu.binding*.{self.prefix}")]
            if keys:
                client.delete(*keys)
            client.close()
        except redis.RedisError as exc:
            print(f"could not remove Redis keys {self.prefix}*: {exc}", file=sys.stderr)
        if self.args.keep_logs:
            print(f"logs kept in {self.var}")
        else:
            shutil.rmtree(self.var, ignore_errors=True)


def _signal_group(process: subprocess.Popen[bytes], signum: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signum)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(stack: Stack) -> dict[str, float]:
    """CPU time (user + system) so far: each of our process groups, PostgreSQL, Redis, this one.

    PostgreSQL and Redis are counted machine-wide (every backend process), so they include
    anything else using them at the time; the whole machine's busy time is there too.
    """
    tick = os.sysconf("SC_CLK_TCK")
    groups = {process.pid: name for name, process in stack.children}
    totals: dict[str, float] = defaultdict(float)
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            raw = stat.read_text()
        except OSError:
            continue  # it ended meanwhile
        comm = raw[raw.index("(") + 1 : raw.rindex(")")]
        fields = raw[raw.rindex(")") + 2 :].split()
        # utime, stime, and cutime, cstime: what its reaped children used (PostgreSQL's
        # short-lived backends are counted through the postmaster that way)
        group, cpu = int(fields[2]), sum(int(v) for v in fields[11:15]) / tick
        if group in groups:
            name = groups[group]
            totals["workers" if name.startswith("worker") else name] += cpu
        elif comm.startswith("postgres"):
            totals["postgres (all)"] += cpu
        elif comm.startswith("redis-server"):
            totals["redis (all)"] += cpu
    own = os.times()
    totals["bench (viewers)"] = own.user + own.system
    ticks = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    totals[MACHINE] = (sum(ticks[:8]) - ticks[3] - ticks[4]) / tick  # all but idle and iowait
    return dict(totals)


# -- the database, from this process ---------------------------------------------------


class Database:
    """Django ORM calls, all on one thread (one connection), awaited from the event loop."""

    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db")

    async def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    def call_sync(self, fn: Callable[..., Any], *args: Any) -> Any:
        return self._executor.submit(fn, *args).result()

    def close(self) -> None:
        def disconnect() -> None:
            from django.db import connections  # noqa: PLC0415 (after django.setup())

            connections.close_all()

        self._executor.submit(disconnect).result()
        self._executor.shutdown()


def make_viewer() -> dict[str, Any]:
    """A user in a team, with a logged-in session; its session cookie."""
    from django.conf import settings  # noqa: PLC0415 (after django.setup())
    from django.contrib import auth  # noqa: PLC0415
    from django.contrib.auth.models import User  # noqa: PLC0415
    from django.contrib.sessions.backends.db import SessionStore  # noqa: PLC0415

    from accounts.models import Team  # noqa: PLC0415

    user = User.objects.create_user("bench", password=secrets.token_urlsafe(16))
    team = Team.objects.create(name="bench")
    team.members.add(user)
    session = SessionStore()
    session[auth.SESSION_KEY] = str(user.pk)
    session[auth.BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    session[auth.HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.create()
    return {
        "user_id": user.pk,
        "team_id": team.pk,
        "cookie": f"{settings.SESSION_COOKIE_NAME}={session.session_key}",
    }


def run_config(scenario: str, delay: float) -> dict[str, Any]:
    """The run's config and goal, as the launch form would store them; exits if refused."""
    from pydantic import ValidationError  # noqa: PLC0415

    from harness import scenarios  # noqa: PLC0415
    from runs.config import RunConfig  # noqa: PLC0415

    try:
        config = RunConfig.model_validate(
            {
                "backend": {"kind": "scripted", "scenario": scenario, "delay": delay},
                "max_steps": 100,
            }
        )
    except ValidationError as exc:
        raise SystemExit(
            f"the run config refuses scenario {scenario!r}: {exc.errors()[0]['msg']}\n"
            "(runs/config.py accepts only shipped scenario names today)"
        ) from None
    return {"config": config.model_dump(mode="json"), "goal": scenarios.load(scenario).goal}


def create_run(user_id: int, team_id: int, launch: dict[str, Any]) -> int:
    """A queued run, not enqueued yet (see `enqueue`)."""
    from runs.models import Run  # noqa: PLC0415

    run = Run.objects.create(
        team_id=team_id, created_by_id=user_id, goal=launch["goal"], config=launch["config"]
    )
    return int(run.pk)


def enqueue(run_id: int) -> None:
    from runs.services import enqueue_run  # noqa: PLC0415

    enqueue_run(run_id)


def run_status(run_id: int) -> str:
    from runs.models import Run  # noqa: PLC0415

    return str(Run.objects.values_list("status", flat=True).get(pk=run_id))


def committed(run_ids: list[int]) -> dict[tuple[int, int], int]:
    """(run, step index) -> committed_at in UTC epoch microseconds."""
    from runs.models import Step  # noqa: PLC0415

    rows = Step.objects.filter(run_id__in=run_ids).values_list("run_id", "index", "committed_at")
    return {(run, index): epoch_us(at) for run, index, at in rows}


def statuses(run_ids: list[int]) -> dict[int, str]:
    from runs.models import Run  # noqa: PLC0415

    return dict(Run.objects.filter(pk__in=run_ids).values_list("pk", "status"))


# -- viewers --------------------------------------------------------------------


@dataclass
class Results:
    arrivals: dict[tuple[int, int, int], int] = field(default_factory=dict)
    """(viewer, run, step index) -> arrival, UTC epoch microseconds."""
    watched: list[tuple[int, int]] = field(default_factory=list)
    """(viewer, run) pairs that were connected when the run was enqueued."""
    duplicates: int = 0
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def error(self, kind: str) -> None:
        self.errors[kind] += 1


@dataclass
class Watch:
    """One viewer's socket on one run."""

    viewer: int
    run_id: int
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once the consumer has joined the run's group (its first status bar arrived)."""
    joined: bool = False
    task: asyncio.Task[None] | None = None


async def watch(stack: Stack, cookie: str, one: Watch, results: Results) -> None:
    """Receive until the run ended: its status is final and its last step arrived (or 2 s)."""
    # `viewer` is ignored by the app; the --profile probe in uvicorn reads it
    url = f"ws://127.0.0.1:{stack.port}/ws/runs/{one.run_id}/?after=-1&viewer={one.viewer}"
    headers = Headers({"Cookie": cookie})
    ended = seen_final = False
    try:
        async with connect(
            url,
            origin=Origin(stack.base_url),
            additional_headers=headers,
            max_size=None,
            open_timeout=120,  # opening them all at once is slow; it is not what is measured
        ) as ws:
            while not (ended and seen_final):
                try:
                    raw = await asyncio.wait_for(ws.recv(), 2.0 if ended else 600)
                except TimeoutError:
                    if not ended:
                        results.error("viewer waited 600 s for a message")
                    return
                arrived = now_us()
                text = raw if isinstance(raw, str) else raw.decode()
                step = STEP_INDEX.search(text)
                if step is not None and "beforeend:#timeline" in text:
                    key = (one.viewer, one.run_id, int(step.group(1)))
                    if key in results.arrivals:
                        results.duplicates += 1
                    else:
                        results.arrivals[key] = arrived
                    seen_final = seen_final or "step-final" in text
                elif (status := STATUS.search(text)) is not None:
                    one.joined = True
                    one.ready.set()
                    ended = status.group(1) in TERMINAL
    except ConnectionClosed as exc:
        if exc.rcvd is None:  # no close frame: the server dropped it (say, its consumer crashed)
            results.error("websocket dropped by the server, no close frame")
        else:
            results.error(f"websocket closed by the server, code {exc.rcvd.code}")
    except (OSError, InvalidHandshake, TimeoutError) as exc:
        results.error(f"websocket connect failed: {type(exc).__name__}")
    finally:
        one.ready.set()  # never leave the slot waiting on a viewer that failed


async def open_watches(
    stack: Stack, cookie: str, pairs: list[tuple[int, int]], results: Results
) -> list[Watch]:
    """A socket per (viewer, run), each in its run's group when this returns."""
    watches = [Watch(viewer, run_id) for viewer, run_id in pairs]
    for one in watches:
        one.task = asyncio.create_task(watch(stack, cookie, one, results))
    try:
        async with asyncio.timeout(120):
            await asyncio.gather(*(one.ready.wait() for one in watches))
    except TimeoutError:
        results.error("viewer not in the group after 120 s")
    return watches


async def play_slot(
    stack: Stack,
    db: Database,
    cookie: str,
    *,
    next_run: Callable[[], Awaitable[int | None]],
    viewers: list[int],
    watches: dict[int, list[Watch]] | None,
    results: Results,
    offset: float,
) -> None:
    """Play the slot's runs (from `next_run`, until it gives None) one after another; each
    starts once its viewers are in its group.

    With `watches` (opened beforehand) the viewers stay connected throughout; without,
    they connect to each run just before it is enqueued (--reconnect). The first run
    starts `offset` seconds in.
    """
    await asyncio.sleep(offset)
    while (run_id := await next_run()) is not None:
        if watches is None:
            mine = await open_watches(stack, cookie, [(v, run_id) for v in viewers], results)
        else:
            mine = watches[run_id]
        results.watched.extend((one.viewer, run_id) for one in mine if one.joined)
        await db.call(enqueue, run_id)
        deadline = time.monotonic() + 300
        try:
            async with asyncio.timeout(300):
                await asyncio.gather(*(one.task for one in mine if one.task))
        except TimeoutError:
            results.error("run not seen to end within 300 s")
        # the database has the last word (nobody watches the slot, or every viewer was dropped)
        while await db.call(run_status, run_id) not in TERMINAL:
            if time.monotonic() > deadline:
                results.error("run did not end within 300 s")
                break
            await asyncio.sleep(0.2)


def from_list(run_ids: list[int]) -> Callable[[], Awaitable[int | None]]:
    """`next_run` for a slot whose runs were made beforehand."""
    left = iter(run_ids)

    async def next_run() -> int | None:
        return next(left, None)

    return next_run


# -- baselines ------------------------------------------------------------------


async def channel_layer_probe(
    redis_url: str,
    prefix: str,
    payload: str,
    *,
    interval: float,
    count: int | None = None,
    stop: asyncio.Event | None = None,
) -> list[float]:
    """group_send -> receive latencies (ms) on a bare channel layer, one loop, kept connections.

    Sends `count` messages, or until `stop` is set, one every `interval` seconds.
    """
    from channels_redis.core import RedisChannelLayer  # noqa: PLC0415

    layer = RedisChannelLayer(hosts=[redis_url], prefix=prefix, capacity=1000, expiry=30)
    channel = await layer.new_channel()
    await layer.group_add("probe", channel)
    latencies: list[float] = []

    async def receive() -> None:
        while True:
            message = await layer.receive(channel)
            latencies.append((time.perf_counter_ns() - message["sent"]) / 1e6)

    receiver = asyncio.create_task(receive())
    sent = 0
    try:
        while (count is None or sent < count) and not (stop is not None and stop.is_set()):
            message = {"type": "probe", "sent": time.perf_counter_ns(), "html": payload}
            await layer.group_send("probe", message)
            sent += 1
            await asyncio.sleep(interval)
        deadline = time.monotonic() + 5
        while len(latencies) < sent and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
    finally:
        receiver.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await receiver
        await layer.group_discard("probe", channel)
        await layer.flush()
        await layer.close_pools()
    return latencies


async def pubsub_probe(redis_url: str, prefix: str, count: int, payload: str) -> list[float]:
    """PUBLISH -> SUBSCRIBE round trips (ms) on a bare Redis client."""
    client = aioredis.Redis.from_url(redis_url)
    pubsub = client.pubsub()
    topic = f"{prefix}:pubsub-probe"
    await pubsub.subscribe(topic)
    await pubsub.get_message(timeout=1.0)  # the subscribe confirmation
    latencies: list[float] = []
    try:
        for _ in range(count):
            sent = time.perf_counter_ns()
            await client.publish(topic, payload)
            while (await pubsub.get_message(ignore_subscribe_messages=True, timeout=5.0)) is None:
                pass
            latencies.append((time.perf_counter_ns() - sent) / 1e6)
    finally:
        await pubsub.unsubscribe(topic)
        await pubsub.aclose()
        await client.aclose()
    return latencies


# -- the bench ------------------------------------------------------------------


@dataclass
class Measured:
    results: Results
    run_ids: list[int]
    commits: dict[tuple[int, int], int]
    statuses: dict[int, str]
    wall_seconds: float
    layer_idle: list[float]
    layer_loaded: list[float]
    pubsub_idle: list[float]
    cpu: dict[str, float]


async def bench(stack: Stack, args: argparse.Namespace, db: Database) -> Measured:
    session = await db.call(make_viewer)
    user, team = session["user_id"], session["team_id"]
    payload = "x" * 1500  # about the size of a step fragment

    layer_idle = await channel_layer_probe(
        args.redis, f"{stack.prefix}:probe-idle", payload, interval=0.002, count=500
    )
    pubsub_idle = await pubsub_probe(args.redis, stack.prefix, 500, payload)

    launch = await db.call(run_config, args.scenario, args.delay)
    if args.warmup:  # one unwatched run per slot: imports, templates and connections warm up
        fast = await db.call(run_config, args.scenario, 0.0)
        warm = [await db.call(create_run, user, team, fast) for _ in range(args.runs)]
        for run_id in warm:
            await db.call(enqueue, run_id)
        deadline = time.monotonic() + 120
        for run_id in warm:
            while await db.call(run_status, run_id) not in TERMINAL:
                if time.monotonic() > deadline:
                    raise RuntimeError("the warm-up runs did not end within 120 s")
                await asyncio.sleep(0.1)

    slots = [
        [await db.call(create_run, user, team, launch) for _ in range(args.chain)]
        for _ in range(args.runs)
    ]
    viewers_of: list[list[int]] = [[] for _ in range(args.runs)]
    for viewer in range(args.viewers):
        viewers_of[viewer % args.runs].append(viewer)

    results = Results()
    watches: dict[int, list[Watch]] | None = None
    if not args.reconnect:  # every viewer's sockets open before the load starts
        pairs = [
            (viewer, run_id)
            for number, run_ids in enumerate(slots)
            for run_id in run_ids
            for viewer in viewers_of[number]
        ]
        watches = defaultdict(list)
        for one in await open_watches(stack, session["cookie"], pairs, results):
            watches[one.run_id].append(one)
    load = asyncio.gather(
        *(
            play_slot(
                stack,
                db,
                session["cookie"],
                next_run=from_list(run_ids),
                viewers=viewers_of[number],
                watches=watches,
                results=results,
                offset=0.0 if args.burst else number * args.delay / args.runs,
            )
            for number, run_ids in enumerate(slots)
        )
    )
    baselines = (layer_idle, pubsub_idle)
    every_run = [run_id for run_ids in slots for run_id in run_ids]
    return await measure_load(
        stack, args, db, load=load, results=results, baselines=baselines,
        run_ids_of=lambda: every_run,
    )  # fmt: skip


async def measure_load(
    stack: Stack,
    args: argparse.Namespace,
    db: Database,
    *,
    load: Awaitable[Any],
    results: Results,
    baselines: tuple[list[float], list[float]],
    run_ids_of: Callable[[], list[int]],
) -> Measured:
    """Await `load` while the channel layer is probed at 20 Hz and CPU time is counted;
    then what the database holds of the runs `run_ids_of` names."""
    payload = "x" * 1500  # about the size of a step fragment
    stop = asyncio.Event()
    loaded = asyncio.create_task(
        channel_layer_probe(
            args.redis, f"{stack.prefix}:probe-loaded", payload, interval=0.05, stop=stop
        )
    )
    started, cpu_before = time.monotonic(), cpu_seconds(stack)
    try:
        await load
    finally:
        wall = time.monotonic() - started
        cpu_after = cpu_seconds(stack)
        stop.set()
        layer_loaded = await loaded
    run_ids = run_ids_of()
    return Measured(
        results=results,
        run_ids=run_ids,
        commits=await db.call(committed, run_ids),
        statuses=await db.call(statuses, run_ids),
        wall_seconds=wall,
        layer_idle=baselines[0],
        layer_loaded=layer_loaded,
        pubsub_idle=baselines[1],
        cpu={k: v - cpu_before.get(k, 0.0) for k, v in cpu_after.items()},
    )


def percentiles(values: list[float]) -> tuple[float, float, float]:
    """p50, p95, p99 (nearest rank)."""
    ordered = sorted(values)
    if not ordered:
        return (math.nan, math.nan, math.nan)

    def rank(p: float) -> float:
        return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]

    return rank(50), rank(95), rank(99)


def tally(measured: Measured) -> tuple[list[float], dict[str, int]]:
    """Commit-to-arrival latencies (ms) of every (viewer, step) watched, and the errors:
    what the viewers met, steps never received or received twice, runs that did not succeed."""
    results = measured.results
    latencies: list[float] = []
    missing = 0
    steps_of: dict[int, list[int]] = defaultdict(list)
    for run_id, index in measured.commits:
        steps_of[run_id].append(index)
    for viewer, run_id in results.watched:
        for index in steps_of[run_id]:
            arrived = results.arrivals.get((viewer, run_id, index))
            if arrived is None:
                missing += 1
            else:
                latencies.append((arrived - measured.commits[(run_id, index)]) / 1000)
    errors = dict(results.errors)
    if missing:
        errors["step never received"] = missing
    if results.duplicates:
        errors["step received twice"] = results.duplicates
    failed = sum(1 for s in measured.statuses.values() if s not in ("succeeded", "answered"))
    if failed:
        errors["run did not succeed"] = failed
    return latencies, errors


def report(args: argparse.Namespace, measured: Measured) -> dict[str, Any]:
    latencies, errors = tally(measured)

    commit_times = list(measured.commits.values())
    span = (max(commit_times) - min(commit_times)) / 1e6 if len(commit_times) > 1 else math.nan
    steps = len(commit_times)
    p50, p95, p99 = percentiles(latencies)
    idle50, _, idle99 = percentiles(measured.layer_idle)
    load50, _, load99 = percentiles(measured.layer_loaded)
    pub50, _, pub99 = percentiles(measured.pubsub_idle)

    print(
        f"\nloopglass live latency: {args.runs} runs at once "
        f"({args.chain} x {args.scenario_name!r} each, "
        f"delay {args.delay} s per reply, {'all at once' if args.burst else 'staggered'}), "
        f"{args.viewers} viewers, "
        f"{args.workers} workers x {args.concurrency} ({args.pool}), {os.cpu_count()} CPUs"
    )
    print(f"  steps committed       {steps} in {span:.1f} s: {steps / span:.1f} steps/s")
    print(f"  samples (viewer,step) {len(latencies)}   wall {measured.wall_seconds:.1f} s")
    print(f"  commit -> arrival     p50 {p50:7.2f} ms   p95 {p95:7.2f} ms   p99 {p99:7.2f} ms")
    if latencies:
        print(
            f"                        mean {statistics.fmean(latencies):6.2f} ms   "
            f"max {max(latencies):7.2f} ms"
        )
    print(
        f"  baseline, idle        channel layer group_send->receive "
        f"p50 {idle50:.2f} ms  p99 {idle99:.2f} ms ({len(measured.layer_idle)} samples)"
    )
    print(
        f"                        Redis PUBLISH->SUBSCRIBE "
        f"p50 {pub50:.2f} ms  p99 {pub99:.2f} ms ({len(measured.pubsub_idle)} samples)"
    )
    print(
        f"  baseline, under load  channel layer group_send->receive "
        f"p50 {load50:.2f} ms  p99 {load99:.2f} ms ({len(measured.layer_loaded)} samples)"
    )
    print(f"  ratio to idle channel layer   p50 x{p50 / idle50:.1f}   p99 x{p99 / idle99:.1f}")
    # a run's messages go out on pub/sub (runs.broadcast): this is the bare path they take
    print(f"  ratio to idle pub/sub         p50 x{p50 / pub50:.1f}   p99 x{p99 / pub99:.1f}")
    print(
        f"  errors                {sum(errors.values())}"
        + "".join(f"\n    {count:6d}  {kind}" for kind, count in sorted(errors.items()))
    )
    cpu = dict(measured.cpu)
    machine = cpu.pop(MACHINE, math.nan)
    busy = "   ".join(
        f"{name} {seconds / measured.wall_seconds:.0%}"
        for name, seconds in sorted(cpu.items(), key=lambda item: -item[1])
    )
    others = machine - sum(cpu.values())
    print(
        f"  CPU during the load, share of one core: whole machine "
        f"{machine / measured.wall_seconds:.0%} of {os.cpu_count()}00%, of which other "
        f"processes {others / measured.wall_seconds:.0%}\n    {busy}"
    )
    verdict = "met" if p99 < TARGET_P99_MS and not errors else "MISSED"
    print(f"  target p99 < {TARGET_P99_MS:.0f} ms: {verdict}")
    return {"p50": p50, "p95": p95, "p99": p99, "latencies": latencies}


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20, help="runs at once (K)")
    parser.add_argument("--viewers", type=int, default=50, help="WebSocket viewers (V)")
    parser.add_argument("--workers", type=int, default=2, help="Celery worker processes (N)")
    parser.add_argument(
        "--concurrency", type=int, help="pool size per worker (default: runs / workers)"
    )
    parser.add_argument("--pool", choices=["prefork", "threads"], default="prefork")
    parser.add_argument(
        "--scenario",
        default="recovery",
        help="a shipped scenario name, or a scenario file once runs/config.py accepts one "
        "(bench/data/scenarios/light.yaml: 20 calculator steps)",
    )
    parser.add_argument(
        "--chain",
        type=int,
        help=f"runs played in a row per slot (default: about {STEPS_PER_SLOT} steps a slot)",
    )
    parser.add_argument("--delay", type=float, default=0.5, help="seconds per scripted model reply")
    parser.add_argument(
        "--reconnect",
        action="store_true",
        help="viewers connect to each run just before it starts (default: all sockets first)",
    )
    parser.add_argument(
        "--burst",
        action="store_true",
        help="start every slot at once, so all runs step together (default: starts spread "
        "over one reply delay)",
    )
    parser.add_argument("--no-warmup", dest="warmup", action="store_false")
    parser.add_argument(
        "--tokens",
        action="store_true",
        help="token-to-browser latency of a reply forming instead (bench/token_latency.py, "
        "with its --seconds, --token-interval, --step-tokens, --viewer-procs)",
    )
    parser.add_argument("--seconds", type=float, default=20.0, help="--tokens: per phase")
    parser.add_argument("--token-interval", type=float, default=0.02, help="--tokens: s/token")
    parser.add_argument("--step-tokens", type=int, default=40, help="--tokens: tokens per reply")
    parser.add_argument("--viewer-procs", type=int, default=2, help="--tokens: client processes")
    parser.add_argument("--profile", action="store_true", help="time the worker side too")
    parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    if args.scenario.endswith((".yaml", ".yml")):
        args.scenario = str(Path(args.scenario).resolve())  # the worker's folder is another
    args.scenario_name = Path(args.scenario).stem
    if args.chain is None:
        from harness import scenarios  # noqa: PLC0415 (pure Python, no Django)

        turns = len(scenarios.load(args.scenario).turns)
        args.chain = max(1, round(STEPS_PER_SLOT / turns))
    if args.concurrency is None:
        args.concurrency = max(1, math.ceil(args.runs / args.workers))
    if args.runs < 1 or args.viewers < 0 or args.workers < 1 or args.chain < 1:
        parser.error("--runs, --workers and --chain must be at least 1, --viewers at least 0")
    return args


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> int:
    args = parse_args()
    if args.tokens:
        from token_latency import main as tokens  # noqa: PLC0415 (bench/ is on sys.path)

        return tokens(args)

    def measure(stack: Stack, db: Database) -> None:
        measured = asyncio.run(bench(stack, args, db))
        stack.check_alive()
        report(args, measured)
        if args.profile:
            from probes import summarize  # noqa: PLC0415 (bench/ is on sys.path)

            summarize(stack.var / "probe", measured.commits, measured.results.arrivals)

    return with_stack(args, measure)


def with_stack(
    args: argparse.Namespace, measure: Callable[[Stack, Database], None], *, serve: bool = True
) -> int:
    """Start the stack (without uvicorn and the workers unless `serve`), `measure` on it, and
    stop it all, whatever happens; the exit status."""
    # Ctrl-C, even where the shell started it with SIGINT ignored (a background job), and
    # SIGTERM or SIGHUP alike: a KeyboardInterrupt, so that `finally` cleans up.
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, _interrupt)
    stack = Stack(args)
    db: Database | None = None
    try:
        stack.create_database()
        stack.configure()
        import django  # noqa: PLC0415 (the settings read the environment set just above)

        django.setup()
        stack.migrate()
        if serve:
            stack.start_web()
            stack.start_workers()
            stack.wait_for_web()
        db = Database()
        measure(stack, db)
        return 0
    except KeyboardInterrupt:
        print("\ninterrupted; stopping the stack", file=sys.stderr)
        return 130
    finally:
        if db is not None:
            db.close()
        stack.close()


if __name__ == "__main__":
    sys.exit(main())
