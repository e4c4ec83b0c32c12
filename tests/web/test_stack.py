"""`make run`'s stack on the embedded default: bundled Redis, SQLite, worker, beat, demo run."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.conftest import ROOT, free_port

EMBEDDED = {
    "DATABASE_URL",
    "REDIS_URL",
    "LOOPGLASS_VAR_DIR",
    "LOOPGLASS_WORKSPACES",
    "LOOPGLASS_REDIS_PREFIX",
    "LOOPGLASS_LEASE_SECONDS",
    "SECRET_KEY",
    "PORT",
}


def _children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True, check=False)
    return [int(line) for line in found.stdout.split()]


def _wait_for(predicate: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.3)


def _log_in(base: str, password: str) -> httpx.Client:
    client = httpx.Client(base_url=base, follow_redirects=True, timeout=10)
    client.get("/accounts/login/")
    token = client.cookies["csrftoken"]
    response = client.post(
        "/accounts/login/",
        data={"username": "admin", "password": password, "csrfmiddlewaretoken": token},
    )
    assert response.url.path == "/runs/", "the printed password logs in"
    return client


def test_it_starts_everything_runs_the_demo_and_stops_it_all(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k not in EMBEDDED}
    port = free_port()
    env |= {"LOOPGLASS_VAR_DIR": str(tmp_path / "var"), "PORT": str(port)}
    out = (tmp_path / "stack.log").open("w+")
    stack = subprocess.Popen(
        [sys.executable, "scripts/stack.py"],
        cwd=ROOT,
        env=env,
        stdout=out,
        stderr=subprocess.STDOUT,
    )
    try:

        def log() -> str:
            return Path(out.name).read_text()

        _wait_for(
            lambda: "loopglass is up" in log() or stack.poll() is not None,
            120,
            "the stack to start",
        )
        assert stack.poll() is None, log()
        password = re.search(r"created user 'admin' with password (\S+)", log())
        assert password, "the first user's password is printed once"
        assert (tmp_path / "var" / "loopglass.sqlite3").exists(), "SQLite is the default"
        assert (tmp_path / "var" / "redis.sock").exists(), "the bundled Redis is up"
        client = _log_in(f"http://127.0.0.1:{port}", password.group(1))

        def page() -> str:
            return client.get("/runs/1/").text

        assert "Make every test of the textstats project pass" in client.get("/runs/").text
        _wait_for(lambda: 'data-status="succeeded"' in page(), 90, "the demo run to finish")
        assert page().count("data-step-index=") == 5
        children = _children(stack.pid)
        assert len(children) == 4, "redis, uvicorn, the worker and beat"
    finally:
        stack.send_signal(signal.SIGINT)  # Ctrl-C
        stack.wait(30)
        out.close()
    assert all(not Path(f"/proc/{pid}").exists() for pid in children), "nothing is left running"
