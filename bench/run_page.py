"""Server time of the run page as a run grows: 100 steps against 100,000.

    python bench/run_page.py [--steps 100000] [--small 100] [--repeat 20]

On PostgreSQL as CI has it (a fresh database, dropped at the end), two finished runs are
written with `runs.synthetic.long_run`: a small one (the baseline, measured in the same
run) and a huge one. Each page is asked for --repeat times through Django's test client
in this process, after one warm-up request: the time is the server's (URL routing, the
view, its queries, the template), not the network's or the browser's. It prints the
median and p95 of each, their ratio, the queries per page (and the huge run's first
request, caches cold), and the same for a page in the middle of the run (?step=N) and for
the "earlier steps" fragment; then what the time chart's data (runs.time_chart) costs
alone at the huge run. The target is a first response under 1 s at 100,000 steps, and a
ratio near 1: the page does not grow with the run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ is not a package
from live_latency import Database, Stack, percentiles, with_stack

TARGET_SECONDS = 1.0


def measure_page(url: str, username: str, repeat: int) -> tuple[float, list[float], int]:
    """Seconds of the first request (the warm-up: caches cold), seconds per request after
    it, and the queries of the first request."""
    from django.contrib.auth.models import User  # noqa: PLC0415
    from django.db import connection  # noqa: PLC0415 (after django.setup())
    from django.test import Client  # noqa: PLC0415

    client = Client(HTTP_HOST="127.0.0.1")  # an allowed host of the bench's settings
    client.force_login(User.objects.get(username=username))
    queries: list[str] = []

    def count(execute: Any, sql: str, *args: Any) -> Any:
        queries.append(sql)
        return execute(sql, *args)

    with connection.execute_wrapper(count):
        started = time.perf_counter()
        response = client.get(url)
        first = time.perf_counter() - started
    if response.status_code != 200:
        raise SystemExit(f"{url} answered {response.status_code}")
    seconds = []
    for _ in range(repeat):
        started = time.perf_counter()
        client.get(url)
        seconds.append(time.perf_counter() - started)
    return first, seconds, len(queries)


def pages(small: int, steps: int, repeat: int) -> list[tuple[str, str, str]]:
    """(what, small run's url, huge run's url) for each page measured, after writing the runs."""
    from django.contrib.auth.models import User  # noqa: PLC0415

    from runs.synthetic import long_run  # noqa: PLC0415

    owner = User.objects.create_user("bench")
    started = time.perf_counter()
    few, many = long_run(owner, small), long_run(owner, steps)
    print(f"wrote {small} + {steps} steps in {time.perf_counter() - started:.1f} s")
    return [
        ("run page (last steps)", few.get_absolute_url(), many.get_absolute_url()),
        ("run page at a step", f"{few.get_absolute_url()}?step={small // 2}",
         f"{many.get_absolute_url()}?step={steps // 2}"),
        ("earlier steps fragment", f"/runs/{few.pk}/steps/?before={small}",
         f"/runs/{many.pk}/steps/?before={steps // 2}"),
    ]  # fmt: skip


def measure_chart(repeat: int) -> None:
    """The time chart's data for the huge run alone (runs.time_chart): summed by the GROUP BY
    (the cache cleared before each), and from the cache, as a finished run's page has it."""
    from django.core.cache import cache  # noqa: PLC0415

    from runs.models import Run  # noqa: PLC0415
    from runs.time_chart import chart_data  # noqa: PLC0415

    run = Run.objects.order_by("-step_count").first()
    assert run is not None
    timings: dict[str, list[float]] = {"summed": [], "cached": []}
    for _ in range(repeat):
        for kind, seconds in timings.items():
            if kind == "summed":
                cache.clear()
            started = time.perf_counter()
            bars = len(chart_data(run)["index"])
            seconds.append(time.perf_counter() - started)
    summed, cached = (statistics.median(timings[kind]) * 1000 for kind in timings)
    print(
        f"  time chart data, {run.step_count} steps in {bars} bars: summed {summed:.1f} ms, "
        f"cached {cached:.2f} ms (median)"
    )


def report(args: argparse.Namespace) -> None:
    print(f"loopglass run page: {args.small} steps (baseline) vs {args.steps} steps, "
          f"{args.repeat} requests each, median / p95 server time")  # fmt: skip
    worst = 0.0
    for what, small_url, huge_url in pages(args.small, args.steps, args.repeat):
        _, small, small_queries = measure_page(small_url, "bench", args.repeat)
        huge_first, huge, huge_queries = measure_page(huge_url, "bench", args.repeat)
        small_median, huge_median = statistics.median(small), statistics.median(huge)
        worst = max(worst, huge_first, huge[0])
        print(
            f"  {what:24} {args.small:>7} steps {small_median * 1000:7.1f} / "
            f"{percentiles(small)[1] * 1000:7.1f} ms ({small_queries} queries)   "
            f"{args.steps:>7} steps {huge_median * 1000:7.1f} / {percentiles(huge)[1] * 1000:7.1f} "
            f"ms ({huge_queries} queries; first {huge_first * 1000:.1f} ms)   "
            f"ratio x{huge_median / small_median:.2f}"
        )
    measure_chart(args.repeat)
    verdict = "met" if worst < TARGET_SECONDS else "MISSED"
    print(f"  target: first response under {TARGET_SECONDS:.0f} s at {args.steps} steps: {verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--small", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    args.profile, args.keep_logs = False, False  # what the Stack asks

    def measure(stack: Stack, db: Database) -> None:
        db.call_sync(report, args)

    return with_stack(args, measure, serve=False)


if __name__ == "__main__":
    sys.exit(main())
