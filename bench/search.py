"""Search across runs on PostgreSQL: server time of the run list's search over 1,000,000 steps.

    python bench/search.py [--steps 1000000] [--runs 100] [--repeat 20]
    python bench/search.py --sqlite --steps 100000     the embedded default, smaller

On a fresh PostgreSQL database (dropped at the end), --runs finished runs of varied status
and model are written with COPY, --steps steps among them, each step a tool-using loop's
(runs.synthetic's, with words drawn from a Zipf-like vocabulary); the GIN index of
migration 0014 is dropped for the load and built after it, as a migration over existing
steps builds it. Each kind of search is asked --repeat times, after one warm-up, through
Django's test client in this process (`/runs/?q=...`: routing, the view, its queries, the
snippets, the template), and the same search as ILIKE over the same fields (what a search
without the index costs) in the same run. It prints median and p95 of each and the plan of
the slowest kind. The target: p95 under 200 ms for every kind.

With --sqlite the same runs go into a fresh SQLite file (the embedded default) by plain
INSERTs, the FTS5 triggers indexing each step as it lands, and the same kinds are asked.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import secrets
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ is not a package
from live_latency import Database, Stack, percentiles, with_stack

TARGET_MS = 200.0
STATUSES = ["answered", "succeeded", "failed", "stopped"]
MODELS = ["m-small", "m-large", "m-code"]
TOOLS = ["read_file", "run_tests", "write_file", "http_get", "grep"]
RARE_EVERY = 50_000
"""One step in this many says ECONNREFUSED: about 20 in a million."""
KINDS: dict[str, dict[str, str]] = {
    "rare word": {"q": "econnrefused"},
    "common word": {"q": "return"},
    "phrase": {"q": '"assertionerror expected"'},
    "rare word + 3 filters": {
        "q": "econnrefused",
        "status": "failed",
        "tool": "http_get",
        "model": "m-small",
    },
    "common word + 3 filters": {
        "q": "return",
        "status": "failed",
        "tool": "write_file",
        "model": "m-small",
    },
    "two words + date": {"q": "handler module", "since": "2000-01-01"},
}
COLUMNS = (
    'run_id, "index", turn, completion, thought, action_tool, action_arguments, call_id, '
    "observation, packet, reinforcement, is_error, model_latency, tool_latency, tokens_in, "
    "tokens_out, committed_at"
)


def vocabulary(size: int = 5000) -> tuple[list[str], list[float]]:
    """Made-up words and Zipf weights: a few very common, most rare, as in prose."""
    words = [f"{'bcdfghklmnprstvz'[n % 16]}{'aeiou'[n // 16 % 5]}{n:x}" for n in range(size)]
    return words, [1 / (rank + 1) for rank in range(size)]


def write_runs(runs: int, steps: int) -> None:
    from django.contrib.auth.models import User  # noqa: PLC0415 (after django.setup())
    from django.db import connection  # noqa: PLC0415
    from django.utils import timezone  # noqa: PLC0415

    from accounts.services import team_for  # noqa: PLC0415
    from runs.models import Run  # noqa: PLC0415

    owner = User.objects.create_user("bench")
    team, now, per_run = team_for(owner), timezone.now(), steps // runs
    made = [
        Run.objects.create(
            team=team,
            created_by=owner,
            goal=f"synthetic run {n}: fix module {n % 97}",
            config={
                "backend": {
                    "kind": "openai",
                    "base_url": "http://m.internal/v1",
                    "model": MODELS[n % len(MODELS)],
                }
            },
            status=STATUSES[n % len(STATUSES)],
            stopped_reason="final_answer",
            step_count=per_run,
            started_at=now,
            finished_at=now,
        )
        for n in range(runs)
    ]
    rng, (words, weights) = random.Random(39), vocabulary()
    rows = (
        _row(
            run.pk, index, number * per_run + index, rng=rng, words=words, weights=weights, now=now
        )
        for number, run in enumerate(made)
        for index in range(per_run)
    )
    started = time.perf_counter()
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            indexed = _copy(cursor, rows)
        else:
            indexed = 0.0
            placeholders = ", ".join(["%s"] * len(COLUMNS.split(",")))
            while batch := list(itertools.islice(rows, 5000)):
                cursor.executemany(
                    f"INSERT INTO runs_step ({COLUMNS}) VALUES ({placeholders})",  # noqa: S608
                    batch,
                )
            cursor.execute("ANALYZE")
    loaded = time.perf_counter() - started - indexed
    written = f"wrote {per_run * runs} steps in {runs} runs on {connection.vendor}"
    each = f"{loaded / (per_run * runs) * 1e6:.0f} µs a step"
    if connection.vendor == "postgresql":
        print(
            f"{written}: COPY {loaded:.0f} s ({each}, the tsvector computed), "
            f"then the GIN index {indexed:.0f} s"
        )
    else:
        print(f"{written}: INSERT {loaded:.0f} s ({each}, the FTS5 triggers indexing)")


def _copy(cursor: Any, rows: Iterator[tuple[Any, ...]]) -> float:
    """COPY the rows with the GIN index dropped; the seconds building it again after."""
    cursor.execute("DROP INDEX runs_step_search")
    with cursor.cursor.copy(f"COPY runs_step ({COLUMNS}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    started = time.perf_counter()
    cursor.execute("CREATE INDEX runs_step_search ON runs_step USING gin (search_document)")
    indexed = time.perf_counter() - started
    cursor.execute("VACUUM ANALYZE runs_step")
    cursor.execute("VACUUM ANALYZE runs_run")
    return indexed


def _row(
    run_id: int,
    index: int,
    number: int,
    *,
    rng: random.Random,
    words: list[str],
    weights: list[float],
    now: Any,
) -> tuple[Any, ...]:
    """A step as runs.synthetic writes one, with five vocabulary words in its thought."""
    tool = TOOLS[number % len(TOOLS)]
    said = " ".join(rng.choices(words, weights, k=5))
    thought = f"Step {index}: look at the next file, {said}."
    observation = f"def handler_{index}():\n    return {index}\n"
    if number % RARE_EVERY == RARE_EVERY // 2:
        observation += "connect: ECONNREFUSED 127.0.0.1:5432\n"
    packet = None
    if index % 5 == 4:
        excerpt = f"tests/test_module.py:{index % 300 + 1}: AssertionError: expected {index}"
        packet = json.dumps({"summary": [f"1 error in output {index}"], "excerpt": excerpt})
    arguments = json.dumps({"path": f"src/module_{index % 97}.py"})
    reinforcement = f"status: step {index} ok\nnext: continue"
    return (
        run_id,
        index,
        index,
        "",
        thought,
        tool,
        arguments,
        "",
        f"{observation}\n\n{reinforcement}",
        packet,
        reinforcement,
        index % 11 == 0,
        0.4,
        0.01,
        120,
        30,
        now,
    )


def ilike_steps(params: dict[str, str]) -> list[int]:
    """The same search without the index: each word ILIKE'd over the step's fields."""
    from django.db.models import Q, TextField  # noqa: PLC0415 (after django.setup())
    from django.db.models.functions import Cast  # noqa: PLC0415

    from runs.filters import RunFilter  # noqa: PLC0415
    from runs.models import Step  # noqa: PLC0415
    from runs.search import parse  # noqa: PLC0415
    from runs.search.hits import NEWEST_FIRST  # noqa: PLC0415

    steps = Step.objects.annotate(
        arguments_text=Cast("action_arguments", TextField()),
        packet_text=Cast("packet", TextField()),
    )
    for term in parse(params["q"]).terms:
        phrase = " ".join(term)
        fields = ["thought", "action_tool", "arguments_text", "observation", "packet_text"]
        steps = steps.filter(
            Q(*[Q(**{f"{f}__icontains": phrase}) for f in fields], _connector="OR")
        )
    steps = RunFilter.of(params, None).apply_to_steps(steps)
    return list(steps.order_by(*NEWEST_FIRST).values_list("id", flat=True)[:26])


def timed(repeat: int, ask: Any) -> list[float]:
    ask()  # warm-up
    seconds = []
    for _ in range(repeat):
        started = time.perf_counter()
        ask()
        seconds.append((time.perf_counter() - started) * 1000)
    return seconds


def plans(params: dict[str, str]) -> Iterator[str]:
    from runs.filters import RunFilter  # noqa: PLC0415
    from runs.models import Run  # noqa: PLC0415
    from runs.search import parse  # noqa: PLC0415
    from runs.search.backends import steps_matching  # noqa: PLC0415
    from runs.search.hits import NEWEST_FIRST, steps_of  # noqa: PLC0415

    chosen, query = RunFilter.of(params, None), parse(params["q"])
    from django.db import connection  # noqa: PLC0415

    steps = chosen.apply_to_steps(steps_of(Run.objects.all())).filter(steps_matching(query))
    # SQLite's EXPLAIN QUERY PLAN takes no options
    options = {"analyze": True} if connection.vendor == "postgresql" else {}
    yield from steps.order_by(*NEWEST_FIRST)[:26].explain(**options).splitlines()


def report(args: argparse.Namespace) -> None:
    from django.contrib.auth.models import User  # noqa: PLC0415
    from django.test import Client  # noqa: PLC0415 (after django.setup())

    write_runs(args.runs, args.steps)
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(User.objects.get(username="bench"))
    print(
        f"loopglass search over {args.steps} steps, {args.repeat} requests a kind, "
        "server ms median / p95 (ILIKE: the same search's query alone)"
    )
    worst = ("", 0.0)
    for kind, params in KINDS.items():
        url = f"/runs/?{urlencode(params)}"
        page = client.get(url)
        hits = page.content.decode().count("data-hit=")
        searched = timed(args.repeat, lambda url=url: client.get(url))
        baseline = timed(max(3, args.repeat // 4), lambda params=params: ilike_steps(params))
        p95 = percentiles(searched)[1]
        worst = max(worst, (kind, p95), key=lambda pair: pair[1])
        print(
            f"  {kind:26} {hits:>3} hits  search {statistics.median(searched):7.1f} / "
            f"{p95:7.1f}   ILIKE {statistics.median(baseline):8.1f} / "
            f"{percentiles(baseline)[1]:8.1f}"
        )
    for kind in dict.fromkeys(["common word", worst[0]]):  # the slowest, and the backward read
        print(f"plan of {kind!r}:")
        for line in plans(KINDS[kind]):
            print(f"    {line}")
    verdict = "met" if worst[1] < TARGET_MS else "MISSED"
    print(
        f"  target: p95 under {TARGET_MS:.0f} ms for every kind: {verdict} "
        f"(slowest {worst[0]}, {worst[1]:.1f} ms)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--sqlite", action="store_true", help="on a fresh SQLite file instead")
    args = parser.parse_args()
    if args.sqlite:
        return on_sqlite(args)
    args.profile, args.keep_logs = False, False  # what the Stack asks

    def measure(stack: Stack, db: Database) -> None:
        db.call_sync(report, args)

    return with_stack(args, measure, serve=False)


def on_sqlite(args: argparse.Namespace) -> int:
    """The same measures on the embedded default, in a folder removed at the end."""
    folder = Path(tempfile.mkdtemp(prefix="loopglass-bench-search-"))
    try:
        os.environ |= {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DATABASE_URL": f"sqlite:///{folder / 'bench.sqlite3'}",
            "LOOPGLASS_ENV_FILE": "",
            "LOOPGLASS_VAR_DIR": str(folder),
            "SECRET_KEY": secrets.token_urlsafe(40),
            "ALLOWED_HOSTS": "127.0.0.1",
            "LOG_LEVEL": "WARNING",
        }
        import django  # noqa: PLC0415 (the settings read the environment set just above)
        from django.core.management import call_command  # noqa: PLC0415

        django.setup()
        call_command("migrate", verbosity=0)
        report(args)
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
