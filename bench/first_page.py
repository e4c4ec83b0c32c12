"""How long a newcomer waits for the first page: a fresh clone, `make run`, the login page.

Each round clones the repository at each ref into a new folder, runs `make run` there
on a free port with nothing set (no .env, no DATABASE_URL or REDIS_URL), and times from
`make run`'s start until the login page answers 200, and until `make run` says it is up
(the demo launched); then Ctrl-C. The refs are measured in turns, so a machine that
slows down within the hour weighs on both. The baseline is the ref before the work
measured (by default e9a6ee7, which installed with pip); the ratio is HEAD's over it.

    python bench/first_page.py [--rounds 3] [--ref HEAD] [--baseline e9a6ee7] [--cold]

--cold gives uv an empty cache of its own (what a machine that never ran uv has); without
it uv uses its cache in ~/.cache/uv, as a second clone on one machine does.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 600.0
"""Seconds a round may take before it is given up."""


@dataclass
class Round:
    ref: str
    page: float
    """Seconds from `make run` to the login page answering 200."""
    up: float
    """Seconds from `make run` to its "loopglass is up" line (the demo launched)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:  # noqa: S310 (loopback)
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


def newcomer_env(folder: Path, port: int, cold: bool) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("LOOPGLASS_", "DATABASE_", "REDIS_")) and k != "SECRET_KEY"
    }
    env |= {"PORT": str(port), "LOOPGLASS_ENV_FILE": ""}
    if cold:
        env["UV_CACHE_DIR"] = str(folder / "uv-cache")
    return env


def measure(ref: str, cold: bool) -> Round:
    with tempfile.TemporaryDirectory(prefix="first-page-") as temp:
        folder = Path(temp)
        checkout = folder / "loopglass"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(checkout)], check=True)
        subprocess.run(["git", "-C", str(checkout), "checkout", "-q", ref], check=True)
        port = free_port()
        log = (folder / "make-run.log").open("w+b")
        started = time.monotonic()
        make = subprocess.Popen(
            ["make", "run"],
            cwd=checkout,
            env=newcomer_env(folder, port, cold),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        page = up = None
        try:
            while (page is None or up is None) and time.monotonic() - started < LIMIT:
                if make.poll() is not None:
                    raise SystemExit(f"make run exited:\n{Path(log.name).read_text()[-3000:]}")
                if page is None and answers(f"http://127.0.0.1:{port}/accounts/login/"):
                    page = time.monotonic() - started
                if up is None and b"loopglass is up" in Path(log.name).read_bytes():
                    up = time.monotonic() - started
                time.sleep(0.1)
        finally:
            os.killpg(make.pid, signal.SIGINT)
            try:
                make.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(make.pid, signal.SIGKILL)
            log.close()
        if page is None or up is None:
            raise SystemExit(f"{ref}: no first page within {LIMIT:.0f} s")
        return Round(ref, page, up)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ref", default="HEAD")
    parser.add_argument("--baseline", default="e9a6ee7")
    parser.add_argument("--cold", action="store_true", help="uv with an empty cache")
    args = parser.parse_args()
    ref = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", args.ref],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    rounds: list[Round] = []
    for number in range(1, args.rounds + 1):
        for each in (args.baseline, ref):
            done = measure(each, args.cold)
            rounds.append(done)
            print(f"round {number} {each}: first page {done.page:6.1f} s, up {done.up:6.1f} s")
    for each in (args.baseline, ref):
        pages = [r.page for r in rounds if r.ref == each]
        ups = [r.up for r in rounds if r.ref == each]
        print(
            f"{each}: first page {', '.join(f'{p:.1f}' for p in pages)} s "
            f"(median {statistics.median(pages):.1f}); up median {statistics.median(ups):.1f} s"
        )
    base = statistics.median(r.page for r in rounds if r.ref == args.baseline)
    head = statistics.median(r.page for r in rounds if r.ref == ref)
    print(f"first page, {ref} / {args.baseline}: x{head / base:.2f}")


if __name__ == "__main__":
    main()
