"""Worker CPU per step, split by where it goes, against the harness loop alone.

One process plays N scripted runs back to back (the shipped `recovery`
scenario by default, a reply at once: delay 0) on PostgreSQL and Redis, as
CI has them: a fresh database of its own and a Redis key prefix of its own,
both removed at the end (bench/live_latency.py's Stack). Each run goes
through `runs.tasks.execute_run` called in this process, the code a Celery
worker runs for the task: claim, lease, agent, sink, broadcast. No Celery.
A run's messages are Redis PUBLISHes (runs.broadcast), whose cost to the
worker is the same whoever subscribes, so the bench has no viewers.

Where the CPU goes is measured by wrapping, for this process only, the
functions at the module boundaries below with a timer (nothing is mocked:
each wrapper calls the function it wraps). Every thread keeps a stack of the
parts it is in; each switch adds the thread's CPU time since the last switch
(its own clock, `time.thread_time`) to the part on top, so a part's time is
its own, not its callees'. Threads other than the run's are counted on their
own clocks from start to end, under a part named after the thread: a tool's
thread as the harness loop, the lease renewal thread (`lease-<run>`) and the live
relay's thread (`live-run-<run>`) as parts of the rest; what those threads
call that is wrapped (rendering, sending) goes to its own part. The sum is
checked against the process's CPU time (`time.process_time`, every thread)
over the same runs: the difference is printed as the unattributed remainder.
The CPU of child processes (a command a tool runs) is in neither.

    persisting         runs.sink.DjangoSink.emit (of which runs.lease.Lease.fenced: the
                       lease's renewal, with the run's totals at a step's end)
    rendering          every function of runs.rendering
    broadcasting       web.broadcast.publish: every message to the browsers (the
                       live relay's too, with its state kept in the same round trip)
    artifact storage   put/open of artifacts.store.DjangoArtifactStore and
                       harness.output.artifacts.FileArtifactStore
    reduction          harness.reducers.ReducerSet.reduce
    harness loop       harness.agent.loop.Agent.run / resume: the loop, the scripted model
                       and the tools (their threads too), as in the baseline
    the rest           the task around them (claim, building the agent, lease
                       thread start and join), runs.changes.ChangesSink.record,
                       the cancel check (runs.lease.Lease.cancel_requested),
                       the review rules' lookups (runs.connections.released), scenario
                       loads (harness.scenarios.load), the lease and live threads

A wrapped name that is gone (renamed, moved) stops the bench with a message
naming it; the optional ones (the "of which" lines) are left out, saying so.

The baseline, in the same process right after: the same scenario and config
played by `harness.Agent` alone with a null sink (as bench/harness_overhead.py
does), its default artifact store (files in a temporary folder) and the
run's reducers; no database, no Redis.

    python bench/step_cost.py [--runs 10] [--warmup 2] [--scenario recovery]
        [--profile FILE] [--json FILE]

--profile FILE writes a cProfile dump of the measured worker runs (on Python
3.12 and later the profiler sees every thread; the CPU printed then includes
the profiler's own).
Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) and Redis on
127.0.0.1:6379 (--pg, --redis to change).
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import functools
import importlib
import inspect
import json
import os
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
for folder in (ROOT, BENCH):  # run as a script: the apps, and live_latency beside it
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from live_latency import Database, Stack, create_run, make_viewer, run_config, with_stack  # noqa: E402

PARTS: list[tuple[str, str]] = [
    ("persist", "persisting (the sink's writes)"),
    ("render", "rendering (runs.rendering)"),
    ("broadcast", "broadcasting (publishing to Redis)"),
    ("artifacts", "artifact storage"),
    ("reduce", "reduction (harness.reducers)"),
    ("loop", "harness loop itself"),
    ("rest", "the rest"),
]
"""The parts of the table, in order; a key `a.b` is a line "of which" under part `a`."""

WIDTH = 56
"""Of the table's first column."""

DETAILS: dict[str, str] = {
    "persist.fence": "the lease's fence (with the step's totals)",
    "rest.task": "around the loop (claim, agent, lease)",
    "rest.changes": "workspace patch (ChangesSink.record)",
    "rest.cancel": "cancel checks (Lease.cancel_requested)",
    "rest.released": "review-rule lookups (runs.connections.released)",
    "rest.yaml": "scenario loads (YAML)",
    "rest.lease_thread": "lease renewal thread",
    "rest.live_thread": "live relay thread (its own)",
    "rest.threads": "other threads",
}


# -- the ledger: CPU per part, per thread ----------------------------------------------------


@dataclass
class _Thread:
    clock: int
    """The thread's CPU clock (pthread_getcpuclockid), readable from any thread."""
    parts: list[str] = field(default_factory=list)
    last: float = 0.0


class Ledger:
    """Each thread's stack of parts; a switch adds the thread's CPU since the last to the top."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._threads: dict[int, _Thread] = {}
        self.totals: dict[str, float] = defaultdict(float)
        self.entered = 0
        """Parts entered since the last reset: the timers' calls."""

    def push(self, part: str) -> None:
        ident = threading.get_ident()
        with self._lock:
            now = time.thread_time()
            one = self._threads.get(ident)
            if one is None:
                one = self._threads[ident] = _Thread(time.pthread_getcpuclockid(ident))
            elif one.parts:
                self.totals[one.parts[-1]] += now - one.last
            one.parts.append(part)
            self.entered += 1
            one.last = now

    def pop(self, *, last: bool = False) -> None:
        """Leave the top part; `last`: the thread ends, forget it."""
        ident = threading.get_ident()
        with self._lock:
            now = time.thread_time()
            one = self._threads[ident]
            self.totals[one.parts.pop()] += now - one.last
            one.last = now
            if last:
                del self._threads[ident]

    @contextlib.contextmanager
    def part(self, name: str) -> Iterator[None]:
        self.push(name)
        try:
            yield
        finally:
            self.pop()

    def checkpoint(self) -> None:
        """Bring every live thread's top part up to now (a thread that has not returned yet,
        a live relay's waiting for its next update, is counted this way)."""
        with self._lock:
            for one in self._threads.values():
                if not one.parts:
                    continue
                with contextlib.suppress(OSError):  # it ended just now; its end counted it
                    now = time.clock_gettime(one.clock)
                    self.totals[one.parts[-1]] += now - one.last
                    one.last = now

    def reset(self) -> None:
        self.checkpoint()
        with self._lock:
            self.totals.clear()
            self.entered = 0

    def read(self) -> dict[str, float]:
        self.checkpoint()
        with self._lock:
            return dict(self.totals)


LEDGER = Ledger()


def thread_part(name: str) -> str:
    """The part a thread other than the run's is counted under, by its name."""
    if name.startswith(("tool-", "cancellable-")):
        return "loop"
    if name.startswith("lease-"):
        return "rest.lease_thread"
    if name.startswith("live-run-"):
        return "rest.live_thread"
    return "rest.threads"


def count_threads() -> None:
    """Every thread started from now on counts its CPU under `thread_part(name)`."""
    run = threading.Thread.run

    def counted_run(self: threading.Thread) -> None:
        LEDGER.push(thread_part(self.name))
        try:
            run(self)
        finally:
            LEDGER.pop(last=True)

    threading.Thread.run = counted_run  # type: ignore[method-assign]


# -- the wrappers --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    module: str
    name: str
    """A function of the module, or `Class.method`."""
    part: str
    required: bool = True
    returns_query: bool = False
    """The function makes the callable to time (runs.connections.released)."""


TARGETS = [
    Target("runs.sink", "DjangoSink.emit", "persist"),
    Target("runs.lease", "Lease.fenced", "persist.fence", required=False),
    Target("runs.rendering", "step_message", "render"),
    Target("runs.rendering", "status_message", "render"),
    Target("web.broadcast", "publish", "broadcast"),
    Target("artifacts.store", "DjangoArtifactStore.put", "artifacts"),
    Target("artifacts.store", "DjangoArtifactStore.open", "artifacts"),
    Target("artifacts.store", "DjangoArtifactStore.info", "artifacts", required=False),
    Target("harness.output.artifacts", "FileArtifactStore.put", "artifacts"),
    Target("harness.output.artifacts", "FileArtifactStore.open", "artifacts"),
    Target("harness.output.artifacts", "FileArtifactStore.info", "artifacts", required=False),
    Target("harness.reducers", "ReducerSet.reduce", "reduce"),
    Target("harness.agent.loop", "Agent.run", "loop"),
    Target("harness.agent.loop", "Agent.resume", "loop", required=False),
    Target("runs.changes", "ChangesSink.record", "rest.changes", required=False),
    Target("runs.lease", "Lease.cancel_requested", "rest.cancel", required=False),
    Target("runs.connections", "released", "rest.released", required=False, returns_query=True),
    Target("harness.scenarios", "load", "rest.yaml", required=False),
]
"""What is wrapped; every other function of runs.rendering is wrapped as rendering too."""

# the modules whose names (`from runs.rendering import step_message`) must be rewrapped too
MODULES = ["runs.tasks", "runs.executor", "runs.sink", "runs.live", "runs.agents", "runs.changes"]


class Gone(Exception):
    """A function the bench wraps is no longer where it looks for it."""


def timed[**P, R](fn: Callable[P, R], part: str) -> Callable[P, R]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        LEDGER.push(part)
        try:
            return fn(*args, **kwargs)
        finally:
            LEDGER.pop()

    wrapper.__step_cost__ = part  # type: ignore[attr-defined]
    return wrapper


def timed_factory[**P](fn: Callable[P, Callable[[], Any]], part: str) -> Callable[P, Any]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> Callable[[], Any]:
        return timed(fn(*args, **kwargs), part)

    wrapper.__step_cost__ = part  # type: ignore[attr-defined]
    return wrapper


def find(target: Target) -> tuple[Any, str, Callable[..., Any]]:
    """(owner, attribute, function) of `target`; Gone when it is not there."""
    where = f"{target.module}.{target.name}"
    try:
        owner: Any = importlib.import_module(target.module)
    except ImportError as exc:
        raise Gone(f"{where}: cannot import {target.module} ({exc})") from None
    *path, attribute = target.name.split(".")
    for step in path:
        owner = getattr(owner, step, None)
        if owner is None:
            raise Gone(f"{where}: {target.module} has no {step}")
    try:
        found = inspect.getattr_static(owner, attribute)
    except AttributeError:
        raise Gone(f"{where}: there is no {attribute}") from None
    if not inspect.isfunction(found):
        raise Gone(f"{where} is a {type(found).__name__}, not a plain function")
    return owner, attribute, found


def replace_everywhere(original: object, wrapped: object) -> None:
    """Rebind every module-level name bound to `original` (`from m import f` copies)."""
    for module in list(sys.modules.values()):
        names = getattr(module, "__dict__", None)
        if not isinstance(names, dict):
            continue
        for name, value in list(names.items()):
            if value is original:
                setattr(module, name, wrapped)


def install() -> list[str]:
    """Wrap every target (and all of runs.rendering); the optional ones that are gone."""
    for name in MODULES:
        importlib.import_module(name)
    targets = list(TARGETS)
    rendering = importlib.import_module("runs.rendering")
    named = {t.name for t in targets if t.module == "runs.rendering"}
    for name, value in vars(rendering).items():
        own = inspect.isfunction(value) and value.__module__ == rendering.__name__
        if own and name not in named:
            targets.append(Target("runs.rendering", name, "render", required=False))
    missing: list[str] = []
    for target in targets:
        try:
            owner, attribute, original = find(target)
        except Gone as gone:
            if target.required:
                raise SystemExit(
                    f"bench/step_cost.py wraps {gone}; update TARGETS in bench/step_cost.py "
                    "to where that work is done now"
                ) from None
            missing.append(f"{target.module}.{target.name}")
            continue
        if hasattr(original, "__step_cost__"):
            continue  # wrapped already (a subclass sharing it)
        maker = timed_factory if target.returns_query else timed
        wrapped = maker(original, target.part)
        setattr(owner, attribute, wrapped)
        if inspect.ismodule(owner):
            replace_everywhere(original, wrapped)
    return missing


# -- the runs --------------------------------------------------------------------------------------


@dataclass
class Window:
    """CPU per part (seconds), process CPU, wall time and steps of a batch of runs."""

    parts: dict[str, float]
    process: float
    wall: float
    steps: int
    timed_calls: int


def measure(play: Callable[[], int], profile: cProfile.Profile | None = None) -> Window:
    """Run `play` (it returns the steps it made) and read the ledger around it."""
    LEDGER.reset()
    cpu, wall = time.process_time(), time.perf_counter()
    if profile is not None:
        profile.enable()
    try:
        steps = play()
    finally:
        if profile is not None:
            profile.disable()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    parts, calls = LEDGER.read(), LEDGER.entered
    return Window(parts=parts, process=cpu, wall=wall, steps=steps, timed_calls=calls)


def timer_cost(calls: int = 50_000) -> float:
    """CPU seconds a timed call costs on top of the call itself (a timed no-op's)."""
    nothing = timed(lambda: None, "calibration")
    started = time.thread_time()
    for _ in range(calls):
        nothing()
    return (time.thread_time() - started) / calls


def worker_runs(run_ids: list[int]) -> Callable[[], int]:
    """Play the runs one after another as a worker's task does; the steps they made."""

    def play() -> int:
        from runs.models import Step  # noqa: PLC0415 (after django.setup())
        from runs.tasks import execute_run  # noqa: PLC0415

        for run_id in run_ids:
            with LEDGER.part("rest.task"):
                execute_run(run_id)  # Task.__call__: the task body, in this process
        return Step.objects.filter(run_id__in=run_ids).count()

    return play


def harness_runs(launch: dict[str, Any], scenario_name: str, count: int) -> Callable[[], int]:
    """The baseline: the same scenario and config, `harness.Agent` alone, a null sink."""

    def play() -> int:
        from harness import scenarios  # noqa: PLC0415
        from harness.reporting.sinks import NullSink  # noqa: PLC0415
        from runs.config import RunConfig  # noqa: PLC0415

        steps = 0
        for _ in range(count):
            with LEDGER.part("rest.task"), tempfile.TemporaryDirectory() as folder:
                config = RunConfig.model_validate(launch["config"])
                scenario = scenarios.load(scenario_name)
                workspace = Path(folder) / "workspace"
                with scenarios.prepared(scenario, workspace) as variables:
                    agent = scenarios.build_agent(
                        scenario,
                        variables,
                        workspace,
                        config=config.agent_config(scenario.config).model_dump(mode="json"),
                        tools=config.tool_names(),
                        reducers=config.reducer_set(),
                    )
                    result = agent.run(scenario.goal_text(variables), NullSink())
                steps += len(result.steps)
        return steps

    return play


def make_runs(user: int, team: int, launch: dict[str, Any], count: int) -> list[int]:
    return [create_run(user, team, launch) for _ in range(count)]


def bench(args: argparse.Namespace) -> dict[str, Any]:
    from runs.models import Run  # noqa: PLC0415 (after django.setup())

    viewer = make_viewer()
    launch = run_config(args.scenario, 0.0)
    warm = make_runs(viewer["user_id"], viewer["team_id"], launch, args.warmup)
    runs = make_runs(viewer["user_id"], viewer["team_id"], launch, args.runs)

    count_threads()
    missing = install()
    worker_runs(warm)()  # imports, templates, connections and caches warm up
    harness_runs(launch, args.scenario, max(1, args.warmup))()

    profile = cProfile.Profile() if args.profile_file else None
    load_before = os.getloadavg()
    worker = measure(worker_runs(runs), profile)
    baseline = measure(harness_runs(launch, args.scenario, args.runs))
    load_after = os.getloadavg()
    if profile is not None:
        profile.dump_stats(args.profile_file)

    statuses = list(Run.objects.filter(pk__in=runs).values_list("status", flat=True))
    failed = sum(1 for status in statuses if status not in ("succeeded", "answered"))
    load = (load_before[0], load_after[0])
    result = figures(args, worker, baseline, missing=missing, failed=failed, load=load)
    cost = timer_cost()
    calls = worker.timed_calls / max(1, worker.steps)
    result["timers"] = {"calls_per_step": calls, "us_per_call": cost * 1e6}
    result["timers"]["ms_per_step"] = calls * cost * 1000
    return result


# -- the table ------------------------------------------------------------------------------------


def per_step(window: Window) -> dict[str, float]:
    """ms of CPU per step of each key, each part's sum, and the totals."""
    steps = max(1, window.steps)
    out = {key: seconds * 1000 / steps for key, seconds in window.parts.items()}
    for part, _ in PARTS:
        out[f"{part}:sum"] = sum(v for k, v in out.items() if k == part or k.startswith(part + "."))
    out["parts"] = sum(out[f"{part}:sum"] for part, _ in PARTS)
    out["total"] = window.process * 1000 / steps
    out["remainder"] = out["total"] - out["parts"]
    out["wall"] = window.wall * 1000 / steps
    return out


def figures(
    args: argparse.Namespace,
    worker: Window,
    baseline: Window,
    *,
    missing: list[str],
    failed: int,
    load: tuple[float, float],
) -> dict[str, Any]:
    ours, alone = per_step(worker), per_step(baseline)
    return {
        "scenario": args.scenario,
        "runs": args.runs,
        "steps": worker.steps,
        "baseline_steps": baseline.steps,
        "load": list(load),
        "failed_runs": failed,
        "missing_wrappers": missing,
        "worker": ours,
        "baseline": alone,
        "parts": {part: ours[f"{part}:sum"] for part, _ in PARTS},
        "ratio": ours["total"] / alone["total"] if alone["total"] else float("nan"),
    }


def report(result: dict[str, Any]) -> None:
    ours, alone = result["worker"], result["baseline"]
    print(
        f"\nloopglass step cost: {result['runs']} {result['scenario']!r} runs back to back "
        f"({result['steps']} steps), delay 0, in one process on PostgreSQL and Redis; "
        f"{os.cpu_count()} CPUs, load average {result['load'][0]:.2f} before, "
        f"{result['load'][1]:.2f} after"
    )
    print(f"{'CPU per step, ms':<{WIDTH}}{'worker':>9}{'share':>7}{'harness alone':>15}")

    def row(label: str, key: str, indent: int) -> None:
        mine, base = ours.get(key, 0.0), alone.get(key, 0.0)
        share = mine / ours["total"] if ours["total"] else 0.0
        base_text = f"{base:15.2f}" if base else f"{'-':>15}"
        print(f"{' ' * indent}{label:<{WIDTH - indent}}{mine:9.2f}{share:7.0%}{base_text}")

    for part, label in PARTS:
        row(label, f"{part}:sum", 2)
        for key in (k for k in DETAILS if k.startswith(part + ".")):
            if ours.get(key, 0.0) or alone.get(key, 0.0):
                row(f"of which {DETAILS[key]}", key, 6)
    row("sum of the parts", "parts", 2)
    row("total: process CPU (every thread)", "total", 2)
    row("unattributed remainder", "remainder", 2)
    wall = f"{ours['wall']:9.2f}{'':7}{alone['wall']:15.2f}"
    print(f"  {'wall time per step (not CPU)':<{WIDTH - 2}}{wall}")
    print(f"  ratio total / harness alone: x{result['ratio']:.1f}")
    timers = result["timers"]
    print(
        f"  the timers' own cost, inside the parts: {timers['calls_per_step']:.0f} timed calls "
        f"per step x {timers['us_per_call']:.1f} us = {timers['ms_per_step']:.2f} ms per step"
    )
    if result["missing_wrappers"]:
        print(f"  not wrapped (gone): {', '.join(result['missing_wrappers'])}")
    if result["failed_runs"]:
        print(f"  {result['failed_runs']} runs did not succeed")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="runs measured, back to back")
    parser.add_argument("--warmup", type=int, default=2, help="runs played first, not measured")
    parser.add_argument("--scenario", default="recovery", help="a shipped scenario's name")
    parser.add_argument("--profile", dest="profile_file", help="write a cProfile dump here")
    parser.add_argument("--json", dest="json_file", help="write the figures here as JSON")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    if args.runs < 1 or args.warmup < 0:
        parser.error("--runs must be at least 1, --warmup at least 0")
    args.profile = False  # Stack's: probes in started workers (none here)
    args.keep_logs = False
    return args


def main() -> int:
    args = parse_args()

    def run(stack: Stack, db: Database) -> None:
        result = bench(args)
        report(result)
        if args.json_file:
            Path(args.json_file).write_text(json.dumps(result, indent=2), encoding="utf-8")
        from django.db import connections  # noqa: PLC0415 (after django.setup())

        connections.close_all()  # this thread's, before the database is dropped

    return with_stack(args, run, serve=False)


if __name__ == "__main__":
    sys.exit(main())
