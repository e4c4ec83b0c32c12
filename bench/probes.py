"""Timing probes for bench/live_latency.py --profile: the worker and the web server, patched.

    python bench/probes.py worker PROBE_DIR [celery worker options]
    python bench/probes.py web PROBE_DIR [uvicorn options]

Each wraps, in its own process only, the functions a step message passes
through, and appends one line per step message to PROBE_DIR/<role>-<pid>.tsv
(UTC epoch microseconds). The app's code is not changed.

- worker: `runs.sink.step_message` (rendering the fragment, inside the
  transaction) and `runs.sink.send_to_run` (the on_commit callback: one
  Redis PUBLISH, web.broadcast.publish): run, index, render start, render end,
  send start, send end.
- web: `RunConsumer.run_step` entered, per consumer: run, index, viewer (the
  bench's `viewer` query parameter), time.

`summarize` joins them with `committed_at` and the viewers' arrival times.
"""

from __future__ import annotations

import math
import os
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

ROOT = Path(__file__).resolve().parent.parent


def now_us() -> int:
    return time.time_ns() // 1000


class Out:
    """One line-buffered file per process (pool processes fork after it is made)."""

    def __init__(self, folder: Path, role: str) -> None:
        self.folder, self.role = folder, role
        self._files: dict[int, Any] = {}

    def write(self, *values: object) -> None:
        pid = os.getpid()
        if pid not in self._files:
            path = self.folder / f"{self.role}-{pid}.tsv"
            self._files[pid] = path.open("a", buffering=1, encoding="utf-8")
        self._files[pid].write("\t".join(str(v) for v in values) + "\n")


def install_worker(out: Out) -> None:
    from runs import sink  # noqa: PLC0415 (after django.setup())

    render, send = sink.step_message, sink.send_to_run
    rendered: dict[tuple[int, int], tuple[int, int]] = {}

    def timed_step_message(step: Any, *args: Any, **kwargs: Any) -> Any:
        started = now_us()
        message = render(step, *args, **kwargs)
        rendered[(step.run_id, step.index)] = (started, now_us())
        return message

    def timed_send_to_run(run_id: int, message: Any) -> None:
        started = now_us()
        send(run_id, message)
        if message["type"] == "run.step":
            r0, r1 = rendered.pop((run_id, message["index"]), (0, 0))
            out.write(run_id, message["index"], r0, r1, started, now_us())

    sink.step_message = timed_step_message
    sink.send_to_run = timed_send_to_run


def install_web(out: Out) -> None:
    from runs.consumers import RunConsumer  # noqa: PLC0415 (after django.setup())

    run_step = RunConsumer.run_step

    async def timed_run_step(self: Any, message: Any) -> None:
        entered = now_us()
        query = parse_qs(self.scope.get("query_string", b"").decode("latin-1"))
        viewer = query.get("viewer", ["-1"])[-1]
        out.write(self.run_id, message["index"], viewer, entered)
        await run_step(self, message)

    RunConsumer.run_step = timed_run_step  # type: ignore[method-assign]


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "no samples"

    def rank(p: float) -> float:
        return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]

    return f"p50 {rank(50):7.2f}  p95 {rank(95):7.2f}  p99 {rank(99):7.2f} ms ({len(ordered)})"


def _rows(folder: Path, role: str) -> list[list[int]]:
    return [
        [int(v) for v in line.split("\t")]
        for path in folder.glob(f"{role}-*.tsv")
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


def summarize(
    folder: Path,
    commits: dict[tuple[int, int], int],
    arrivals: dict[tuple[int, int, int], int],
) -> None:
    """Where commit -> arrival goes, from the probe files."""
    worker = {(r[0], r[1]): r[2:] for r in _rows(folder, "worker") if (r[0], r[1]) in commits}
    web = {(r[2], r[0], r[1]): r[3] for r in _rows(folder, "web")}
    in_txn = [(s0 - commits[key]) / 1000 for key, (_, _, s0, _) in worker.items()]
    render = [(r1 - r0) / 1000 for r0, r1, _, _ in worker.values()]
    send_call = [(s1 - s0) / 1000 for _, _, s0, s1 in worker.values()]
    to_consumer, to_viewer = [], []
    for (viewer, run, index), arrived in arrivals.items():
        entered = web.get((viewer, run, index))
        probe = worker.get((run, index))
        if entered is None or probe is None:
            continue
        to_consumer.append((entered - probe[2]) / 1000)
        to_viewer.append((arrived - entered) / 1000)
    print("  where it goes (--profile):")
    print(f"    worker: INSERT -> COMMIT done (on_commit)  {percentiles(in_txn)}")
    print(f"      of which rendering the step fragment  {percentiles(render)}")
    print(f"    on_commit -> consumer.run_step entered  {percentiles(to_consumer)}  per viewer")
    print(f"    run_step entered -> viewer has it       {percentiles(to_viewer)}  per viewer")
    print(f"    (the send_to_run (PUBLISH) call         {percentiles(send_call)}  in the worker)")


def main() -> None:
    role, folder = sys.argv[1], Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django  # noqa: PLC0415

    django.setup()
    out = Out(folder, role)
    if role == "worker":
        install_worker(out)
        from config.celery import app  # noqa: PLC0415

        app.worker_main(argv=sys.argv[3:])
    elif role == "web":
        install_web(out)
        from uvicorn.main import main as uvicorn_main  # noqa: PLC0415

        uvicorn_main(sys.argv[3:])
    else:
        raise SystemExit(f"unknown role {role!r}: worker or web")


if __name__ == "__main__":
    main()
