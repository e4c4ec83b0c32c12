"""One run as loopglass shows it and as a real Arize Phoenix shows it, and how soon each does.

Starts Phoenix (`phoenix serve` from --phoenix, in a temporary working folder, on free
ports) and the stack of bench/live_latency.py (PostgreSQL, uvicorn, a Celery worker) with
LOOPGLASS_OTEL_ENDPOINT set to Phoenix, so the worker sends the run's spans as its steps
commit. One WebSocket viewer watches the run's page while this script polls Phoenix's
REST API (`/v1/projects/<project>/spans`, every --poll seconds) and notes when each span
first shows there. The run plays a shipped scenario (default `recovery`: an unknown
tool, arguments that are not JSON, a schema error, then the answer) with --delay seconds
per scripted reply.

It prints, for the run, what loopglass shows beside what Phoenix shows (model and tool
calls, errors, tokens, inputs present, how many trace rows Phoenix listed while the run
went on) and, for each step, the time from the step's commit to the browser (the
WebSocket message) and to Phoenix (every span of the step listed), p50 and max. The
Phoenix figure includes the exporter's 0.1 s batch delay and half a poll on average.

Phoenix is heavy and not a dependency of loopglass: install it in a venv of its own,

    python3.12 -m venv /tmp/phx && /tmp/phx/bin/pip install arize-phoenix
    python bench/phoenix.py --phoenix /tmp/phx/bin/phoenix [--scenario NAME] [--channel native]

Needs PostgreSQL and Redis as bench/live_latency.py does (--pg, --redis).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from live_latency import (
    Database,
    Results,
    Stack,
    committed,
    create_run,
    free_port,
    from_list,
    make_viewer,
    now_us,
    open_watches,
    play_slot,
    run_config,
    with_stack,
)

PROJECT = "loopglass-bench"


@dataclass
class Seen:
    """Phoenix's spans of the project, each with when a poll first listed it."""

    spans: dict[str, dict[str, Any]] = field(default_factory=dict)
    first_seen_us: dict[str, int] = field(default_factory=dict)
    most_rows: int = 0
    """The most trace rows (spans whose parent is not listed) one poll saw."""
    polls: int = 0
    errors: Counter[str] = field(default_factory=Counter)


class Phoenix:
    """A `phoenix serve` process of this script's own, stopped by `close`."""

    def __init__(self, command: str) -> None:
        self.port = free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="loopglass-phoenix-"))
        env = os.environ | {
            "PHOENIX_WORKING_DIR": str(self.folder),
            "PHOENIX_PORT": str(self.port),
            "PHOENIX_GRPC_PORT": str(free_port()),
        }
        log = (self.folder / "phoenix.log").open("ab")
        self.process = subprocess.Popen(
            [command, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT
        )
        self.url = f"http://127.0.0.1:{self.port}"

    def wait_ready(self, timeout: float = 180) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"phoenix exited; see {self.folder / 'phoenix.log'}")
            with contextlib.suppress(httpx.HTTPError):  # not listening yet: ask again
                if httpx.get(f"{self.url}/v1/projects", timeout=1).status_code == 200:
                    return
            time.sleep(0.5)
        raise RuntimeError(f"phoenix did not answer within {timeout} s")

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()


async def poll(phoenix: Phoenix, seen: Seen, stop: asyncio.Event, every: float) -> None:
    url = f"{phoenix.url}/v1/projects/{PROJECT}/spans"
    async with httpx.AsyncClient(timeout=5) as client:
        while not stop.is_set():
            try:
                response = await client.get(url, params={"limit": 1000})
            except httpx.HTTPError as exc:
                seen.errors[type(exc).__name__] += 1
            else:
                listed_at = now_us()
                if response.status_code == 200:  # 404 until the project's first span
                    note(seen, response.json()["data"], listed_at)
            seen.polls += 1
            await asyncio.sleep(every)


def note(seen: Seen, spans: list[dict[str, Any]], listed_at: int) -> None:
    ids = {span["context"]["span_id"] for span in spans}
    for span in spans:
        span_id = span["context"]["span_id"]
        seen.spans[span_id] = span
        seen.first_seen_us.setdefault(span_id, listed_at)
    rows = sum(1 for span in spans if span["parent_id"] not in ids)
    seen.most_rows = max(seen.most_rows, rows)


async def watch_run(
    stack: Stack, db: Database, phoenix: Phoenix, args: argparse.Namespace
) -> tuple[int, Results, Seen]:
    viewer = await db.call(make_viewer)
    launch = await db.call(run_config, args.scenario, args.delay)
    launch["config"]["channel"] = args.channel
    run_id = await db.call(create_run, viewer["user_id"], viewer["team_id"], launch)
    results, seen, stop = Results(), Seen(), asyncio.Event()
    poller = asyncio.create_task(poll(phoenix, seen, stop, args.poll))
    watches = await open_watches(stack, viewer["cookie"], [(0, run_id)], results)
    await play_slot(
        stack,
        db,
        viewer["cookie"],
        next_run=from_list([run_id]),
        viewers=[0],
        watches={run_id: watches},
        results=results,
        offset=0,
    )
    await asyncio.sleep(2.0)  # the run's own span, sent when it finished
    stop.set()
    await poller
    return run_id, results, seen


def loopglass_view(run_id: int) -> dict[str, Any]:
    """What the run's page says: its steps, calls, errors and tokens."""
    from harness.reporting.events import event_adapter  # noqa: PLC0415 (after django.setup())
    from runs.models import Run, RunEvent  # noqa: PLC0415

    run = Run.objects.get(pk=run_id)
    rows = RunEvent.objects.filter(run=run).order_by("seq").values_list("data", flat=True)
    events = [event_adapter.validate_python(row) for row in rows]
    types = Counter(e.type for e in events)
    unreadable = sum(1 for e in events if e.type == "model_replied" and e.parse_error)
    failed = sum(1 for e in events if e.type == "tool_finished" and e.is_error)
    denied = sum(1 for e in events if e.type == "policy_decided" and e.outcome == "deny")
    return {
        "status": run.status,
        "steps": run.steps.count(),
        "model calls": types["model_replied"] + types["plan_made"],
        "tool calls asked": types["tool_started"] + denied,
        "errors": failed + denied + unreadable + (1 if run.status == "failed" else 0),
        "tokens in/out": f"{run.tokens_in}/{run.tokens_out}",
        "model calls with their input": "every one (the run's page)",
    }


def phoenix_view(seen: Seen) -> dict[str, Any]:
    spans = list(seen.spans.values())
    kinds = Counter(span["span_kind"] for span in spans)
    llm = [span for span in spans if span["span_kind"] == "LLM"]
    with_input = [s for s in llm if "llm.input_messages.0.message.role" in s["attributes"]]
    with_tools = [s for s in llm if "llm.tools.0.tool.json_schema" in s["attributes"]]
    tokens_in = sum(int(s["attributes"].get("llm.token_count.prompt", 0)) for s in llm)
    tokens_out = sum(int(s["attributes"].get("llm.token_count.completion", 0)) for s in llm)
    return {
        "spans by kind": ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())),
        "model calls": len(llm),
        "tool calls asked": kinds["TOOL"],
        "errors": sum(1 for span in spans if span["status_code"] == "ERROR"),
        "tokens in/out": f"{tokens_in}/{tokens_out}",
        "model calls with their input": f"{len(with_input)} ({len(with_tools)} with tools)",
        "trace rows while it ran (most)": seen.most_rows,
    }


def step_latencies(
    run_id: int, results: Results, seen: Seen, commits: dict[tuple[int, int], int]
) -> tuple[list[float], list[float]]:
    """Per step, ms from its commit to the browser, and to Phoenix (all its spans listed)."""
    browser, phoenix = [], []
    for (run, index), at in sorted(commits.items()):
        if (arrived := results.arrivals.get((0, run, index))) is not None:
            browser.append((arrived - at) / 1000)
        listed = [
            seen.first_seen_us[span_id]
            for span_id, span in seen.spans.items()
            if span["attributes"].get("loopglass.step.index") == index
        ]
        if listed and run == run_id:
            phoenix.append((max(listed) - at) / 1000)
    return browser, phoenix


def report(
    run_id: int,
    ours: dict[str, Any],
    results: Results,
    seen: Seen,
    commits: dict[tuple[int, int], int],
) -> None:
    theirs = phoenix_view(seen)
    print(f"run {run_id}: {ours['status']}, {ours['steps']} steps; {seen.polls} polls of Phoenix")
    print(f"{'':34} {'loopglass':>26} {'Phoenix':>26}")
    for key in dict.fromkeys([*ours, *theirs]):
        print(f"{key:34} {ours.get(key, '-')!s:>26} {theirs.get(key, '-')!s:>26}")
    browser, phoenix = step_latencies(run_id, results, seen, commits)
    print("commit -> visible, ms per step (p50 / max):")
    for name, values in (("loopglass page", browser), ("Phoenix", phoenix)):
        if values:
            figures = f"{statistics.median(values):8.1f} / {max(values):8.1f}"
            print(f"  {name:16} {figures}  ({len(values)} steps)")
        else:
            print(f"  {name:16} none seen")
    if results.errors or seen.errors:
        print(f"errors: viewer {dict(results.errors)}, polls {dict(seen.errors)}")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phoenix", default="phoenix", help="the `phoenix` command")
    parser.add_argument("--scenario", default="recovery", help="a shipped scenario")
    parser.add_argument("--channel", choices=["react", "native"], default="react")
    parser.add_argument("--delay", type=float, default=0.5, help="seconds per scripted reply")
    parser.add_argument("--poll", type=float, default=0.02, help="seconds between polls")
    parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    # what bench/live_latency.py's stack reads: one worker, one run at a time
    args.workers, args.pool, args.concurrency, args.profile = 1, "prefork", 1, False
    return args


def main() -> int:
    args = parse_args()
    phoenix = Phoenix(args.phoenix)
    try:
        phoenix.wait_ready()
        # the stack's processes take their environment from this one's
        os.environ["LOOPGLASS_OTEL_ENDPOINT"] = f"{phoenix.url}/v1/traces"
        os.environ["LOOPGLASS_OTEL_PROJECT"] = PROJECT

        def measure(stack: Stack, db: Database) -> None:
            run_id, results, seen = asyncio.run(watch_run(stack, db, phoenix, args))
            stack.check_alive()
            ours = db.call_sync(loopglass_view, run_id)
            report(run_id, ours, results, seen, db.call_sync(committed, [run_id]))

        return with_stack(args, measure)
    finally:
        phoenix.close()


if __name__ == "__main__":
    sys.exit(main())
