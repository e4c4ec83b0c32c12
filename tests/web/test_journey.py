"""The README's first section, as a newcomer lives it, on the embedded default.

What was tried: `make run` from the checkout on a free port with nothing set (no
DATABASE_URL, no REDIS_URL, no settings file), its printed password read from its output
and typed into the login page in Chromium; the demo run opened from the first page while
it runs: its steps arrive over the socket (the page is never reloaded), a reply forms,
each step carries its reinforcement block, and its write waits for a reviewer; a second
run launched from the form and cancelled from its page; then Ctrl-C, after which nothing
the stack started is left running. No page logs a console error (a missing favicon was
one on every page).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page

from tests.conftest import ROOT, free_port
from tests.web.conftest import timeline_indices

NOT_A_NEWCOMERS = (
    "DATABASE_URL",
    "REDIS_URL",
    "SECRET_KEY",
    "PORT",
    "DJANGO_SETTINGS_MODULE",
    "DATABASE_CONN_MAX_AGE",
)
"""Set by the test run for its own processes; a newcomer has none of them."""
STARTUP = 180
"""Seconds `make run` may take to answer on a busy 2-core machine (about 20 when idle)."""


@dataclass
class Stack:
    process: subprocess.Popen[bytes]
    log: Path
    base: str
    var: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def interrupt(self) -> None:
        """Ctrl-C in the terminal: SIGINT to the whole foreground process group."""
        os.killpg(self.process.pid, signal.SIGINT)
        self.process.wait(60)


def _wait_for(predicate: Callable[[], object], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.3)


def _descendants(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True, check=False)
    children = [int(line) for line in found.stdout.split()]
    return children + [grandchild for child in children for grandchild in _descendants(child)]


@pytest.fixture
def stack(tmp_path: Path) -> Iterator[Stack]:
    """`make run` as the README says, in a shell of a newcomer's, on a port of its own."""
    env = {k: v for k, v in os.environ.items() if k not in NOT_A_NEWCOMERS}
    env = {k: v for k, v in env.items() if not k.startswith("LOOPGLASS_")}
    port = free_port()
    env |= {"PORT": str(port), "LOOPGLASS_VAR_DIR": str(tmp_path / "var")}
    env["LOOPGLASS_ENV_FILE"] = ""  # the checkout's own .env, if a developer has one, is not
    log = tmp_path / "make-run.log"
    with log.open("wb") as out:
        # a session of its own: a terminal's process group, which Ctrl-C signals whole
        process = subprocess.Popen(
            ["make", "run"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    running = Stack(process, log, f"http://127.0.0.1:{port}", tmp_path / "var")
    try:
        yield running
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def _console_errors(page: Page) -> list[str]:
    errors: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(f"{message.text} at {message.location.get('url')}")

    page.on("console", keep)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def _log_in(page: Page, stack: Stack) -> None:
    password = re.search(r"created user 'admin' with password (\S+)", stack.output())
    assert password, "the first user's password is printed once"
    page.goto(stack.base)
    page.fill("input[name=username]", "admin")
    page.fill("input[name=password]", password.group(1))
    page.click("button[type=submit]")
    page.wait_for_url(f"{stack.base}/runs/")


def _watch_the_demo(page: Page, stack: Stack, demo: str) -> None:
    """Open the demo from the first page while it runs; see it go on without a reload."""
    row = page.locator(f'tr[data-run="{demo}"]')
    for _ in range(30):  # a busy machine's worker may not have taken it up yet
        if "Running" in (row.text_content() or ""):
            break
        time.sleep(1)
        page.reload()
    assert "Running" in (row.text_content() or ""), "the first page shows the demo running"
    row.locator(f'a[href="/runs/{demo}/"]').first.click()
    page.wait_for_url(f"{stack.base}/runs/{demo}/")
    page.evaluate("window.loadedOnce = true")
    page.wait_for_selector('[data-connection="live"]', timeout=30_000)
    shown = len(timeline_indices(page))
    assert shown < 4, "opened before the demo's write, so that steps are still to come"
    page.wait_for_selector("#live-reply", timeout=60_000)  # a reply forms
    page.wait_for_selector(f'#timeline [data-step-index="{shown}"]', timeout=60_000)
    page.wait_for_selector("#timeline .part.reinforcement", timeout=60_000)
    page.wait_for_selector('#run-status[data-status="awaiting_approval"]', timeout=120_000)
    assert "waiting for a reviewer" in (page.text_content("#run-waiting") or "")
    assert page.evaluate("window.loadedOnce") is True, "every step came over the socket"
    assert timeline_indices(page) == list(range(4)), (
        "bug report, tests, files, code: then the write"
    )


def _launch_and_cancel(page: Page, stack: Stack) -> None:
    page.goto(f"{stack.base}/runs/new/")
    page.check("input[name=source][value=scenario]")
    page.select_option("select[name=scenario]", "fix-failing-tests")
    page.fill("input[name=delay]", "3")
    page.click("form.launch button[type=submit]")
    page.wait_for_url(re.compile(rf"{re.escape(stack.base)}/runs/\d+/$"))
    page.wait_for_selector('[data-connection="live"]', timeout=30_000)
    page.click("#run-status button.cancel")
    page.wait_for_selector('#run-status[data-status="cancelled"]', timeout=60_000)
    assert "Cancelled" in (page.text_content("#run-status .badge") or "")


def test_a_newcomer_runs_make_run_watches_the_demo_and_cancels_a_run(
    stack: Stack, browser: Browser
):
    _wait_for(
        lambda: "loopglass is up" in stack.output() or stack.process.poll() is not None,
        STARTUP,
        "make run to say it is up",
    )
    assert stack.process.poll() is None, stack.output()
    demo = re.search(r"demo run: /runs/(\d+)/", stack.output())
    assert demo, stack.output()
    assert (stack.var / "loopglass.sqlite3").exists(), "SQLite is the default"
    assert (stack.var / "redis.sock").exists(), "the bundled Redis is up"

    page = browser.new_page()
    errors = _console_errors(page)
    _log_in(page, stack)
    _watch_the_demo(page, stack, demo.group(1))
    _launch_and_cancel(page, stack)
    assert errors == []

    processes = _descendants(stack.process.pid)
    assert len(processes) >= 5, "make, the stack, redis, uvicorn, the worker and beat"
    stack.interrupt()

    def left() -> list[int]:
        return [pid for pid in processes if Path(f"/proc/{pid}").exists()]

    _wait_for(lambda: not left(), 30, f"every process to stop after Ctrl-C: {left()}")
