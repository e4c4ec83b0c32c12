"""Fixtures for the dashboard: three users, and the real worker, server and browser."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import Group, User
from django.test import Client
from django.utils import timezone
from playwright.sync_api import Browser, Page, sync_playwright

from accounts.models import Team
from accounts.services import team_for
from harness import scenarios
from runs.config import RunConfig
from runs.models import Run
from runs.services import cancel_run
from tests.conftest import BIN, ROOT, RUN_ID, VAR, free_port, stop, wait_for_port

PASSWORD = "correct horse battery staple"
ENDPOINT_KEY_ENV, ENDPOINT_KEY = "TEST_ENDPOINT_KEY", "sk-endpoint-secret"
"""The variable a registered endpoint names for its key, as the workers started here have it."""
TERMINAL = {"succeeded", "answered", "failed", "cancelled", "stopped", "awaiting_approval"}
REAL_PROCESSES = {"stack_env", "celery_worker", "asgi_server", "browser"}
"""A test that uses one of these starts a worker, a server or Chromium: it is marked slow
(74 tests, 381 s of the suite's 1,090 s when measured; `make check` leaves them out)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if REAL_PROCESSES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@dataclass
class People:
    owner: User
    teammate: User
    outsider: User


@pytest.fixture
def people(db: Any) -> People:
    """The owner and a teammate share team alpha; the outsider is in team beta. All three
    are operators (they launch and cancel); none is a reviewer."""
    owner, teammate, outsider = (_user(name) for name in ("alice", "bob", "carol"))
    Team.objects.create(name="alpha").members.add(owner, teammate)
    Team.objects.create(name="beta").members.add(outsider)
    Group.objects.get(name="operator").user_set.add(owner, teammate, outsider)
    return People(owner, teammate, outsider)


@functools.cache
def _password_hash() -> str:
    """Hashed once per test run: the default hasher takes a third of a second each time."""
    return make_password(PASSWORD)


def _user(username: str) -> User:
    return User.objects.create(username=username, password=_password_hash())


def scripted(scenario: str, **fields: Any) -> RunConfig:
    """A scripted run's config as its launch writes it: the scenario's check included."""
    backend = {"kind": "scripted", "scenario": scenario, "delay": fields.pop("delay", 0.0)}
    check = scenarios.load(scenario).check or []
    return RunConfig.model_validate({"backend": backend, "check": check, **fields})


def idle_run(owner: User, goal: str = "g", scenario: str = "recovery") -> Run:
    """A queued run whose task is never sent: no worker will touch it."""
    config = scripted(scenario)
    return Run.objects.create(
        team=team_for(owner), created_by=owner, goal=goal, config=config.model_dump(mode="json")
    )


def client_for(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client


def staff_user() -> User:
    """A superuser who may use the admin."""
    return User.objects.create(username="root", is_staff=True, is_superuser=True)


def launch_model_run(user: User, base_url: str, goal: str, **fields: Any) -> int:
    """A model run launched through the API as `user`, against the model at `base_url`; its id.
    `fields` go into the body, and `backend` ones (`max_retries`) into the backend."""
    backend = {"kind": "openai", "base_url": base_url, "model": "m"}
    backend |= {key: fields.pop(key) for key in ("max_retries", "timeout") if key in fields}
    body = {"goal": goal, "backend": backend, **fields}
    response = client_for(user).post("/api/runs", json.dumps(body), "application/json")
    assert response.status_code == 201, response.content
    return int(response.json()["id"])


def wait_for_run(run_id: int, timeout: float = 60, until: set[str] = TERMINAL) -> Run:
    """Poll the database until the run reaches one of `until`."""
    deadline = time.monotonic() + timeout
    while True:
        run = Run.objects.get(pk=run_id)
        if run.status in until:
            return run
        if time.monotonic() > deadline:
            raise AssertionError(f"run {run_id} is still {run.status} after {timeout}s")
        time.sleep(0.1)


def settle_runs(timeout: float = 60, *, strict: bool = True) -> None:
    """Cancel every run still queued or running and wait until each has ended: a worker
    still writing one would deadlock with a transactional test's flush (TRUNCATE).
    Not `strict`: wait only for runs a worker process holds (a live lease whose owner is a
    task's `host/task id`, runs.tasks; a synthetic "running" row has none, and a test that
    claims a run itself names no task), and give up quietly after `timeout`."""
    for run in Run.objects.filter(status__in=["queued", "running"]):
        cancel_run(run=run, user=run.created_by)
    waiting = Run.objects.exclude(status__in=TERMINAL)
    if not strict:
        waiting = waiting.filter(lease_expires_at__gt=timezone.now(), lease_owner__contains="/")
    for run_id in waiting.values_list("pk", flat=True):
        try:
            wait_for_run(run_id, timeout)
        except AssertionError:
            if strict:
                raise


def wait_for_steps(run_id: int, count: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while Run.objects.get(pk=run_id).step_count < count:
        if time.monotonic() > deadline:
            raise AssertionError(f"run {run_id} has fewer than {count} steps after {timeout}s")
        time.sleep(0.05)


def database_url(settings: dict[str, Any]) -> str:
    if settings["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{settings['NAME']}"
    user, password = settings.get("USER") or "", settings.get("PASSWORD") or ""
    auth = f"{user}:{password}@" if password else (f"{user}@" if user else "")
    host, port = settings.get("HOST") or "127.0.0.1", settings.get("PORT") or 5432
    return f"postgres://{auth}{host}:{port}/{settings['NAME']}"


@pytest.fixture(scope="session")
def stack_env(django_db_setup: Any, django_db_blocker: Any) -> dict[str, str]:
    """The environment of a process that must use the test database."""
    from django.db import connection

    env = os.environ.copy()
    env["DATABASE_URL"] = database_url(connection.settings_dict)
    env[ENDPOINT_KEY_ENV] = ENDPOINT_KEY
    return env


class Worker:
    """A real Celery worker process: on the test run's queue, or on a queue of its own."""

    def __init__(
        self, env: dict[str, str], name: str, queue: str | None = None, pool: str = "prefork",
        concurrency: int = 2,
    ) -> None:  # fmt: skip
        self.env, self.name = env, f"{name}{RUN_ID}@localhost"
        self.queue = queue or env["LOOPGLASS_REDIS_PREFIX"]
        self.pool, self.concurrency = pool, concurrency
        self.log = VAR / f"{name}.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Worker:
        argv = [str(BIN / "celery"), *"-A config worker -l info".split(), "-P", self.pool,
                "-c", str(self.concurrency), "-n", self.name, "-Q", self.queue,
                "--without-mingle", "--without-gossip"]  # fmt: skip
        with self.log.open("ab") as log:
            started_at = log.tell()  # a restarted worker's log goes on after the last one's
            self.process = subprocess.Popen(
                argv, env=self.env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT
            )
        self._wait_ready(started_at)
        return self

    def _wait_ready(self, started_at: int) -> None:
        deadline = time.monotonic() + 60
        while b"ready." not in self.log.read_bytes()[started_at:]:
            assert self.process is not None
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the worker did not start:\n{self.log.read_text()[-3000:]}")
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL the worker and its pool children, as a crash would."""
        assert self.process is not None
        subprocess.run(["pkill", "-KILL", "-P", str(self.process.pid)], check=False)
        self.process.kill()
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)


@pytest.fixture(scope="session")
def celery_worker(stack_env: dict[str, str]) -> Iterator[Worker]:
    worker = Worker(stack_env, "worker").start()
    yield worker
    worker.stop()


class AsgiServer:
    """uvicorn serving config.asgi (HTTP and WebSockets) on a free port, in `env`."""

    def __init__(self, env: dict[str, str], name: str = "uvicorn") -> None:
        self.env, self.port = env, free_port()
        self.log = VAR / f"{name}.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> AsgiServer:
        argv = [str(BIN / "uvicorn"), "config.asgi:application", "--host", "127.0.0.1",
                "--port", str(self.port), "--log-level", "warning"]  # fmt: skip
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                argv, env=self.env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT
            )
        wait_for_port(self.port, self.process, "uvicorn")
        return self

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)


@pytest.fixture(scope="session")
def asgi_server(stack_env: dict[str, str]) -> Iterator[str]:
    server = AsgiServer(stack_env).start()
    yield server.url
    server.stop()


def chromium_path() -> str:
    """$CHROMIUM, Debian's chromium, or the Chromium that `playwright install` fetched."""
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or _playwright_chromium()
    if not found or not Path(found).exists():
        pytest.fail(
            "Chromium is needed for the browser tests: `apt-get install chromium` "
            "(Debian), `.venv/bin/playwright install chromium`, or set CHROMIUM=/path"
        )
    return found


def _playwright_chromium() -> str | None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        path = playwright.chromium.executable_path
    return path if Path(path).exists() else None


CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-quic",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Headless Chromium for a module's page tests."""
    # Playwright's sync API keeps an event loop on this thread for as long as it is open; the
    # ORM calls of these tests (and the database flush after each) are plain sync code, so
    # Django's guard against ORM calls inside a running loop is lifted meanwhile.
    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def log_in(page: Page, base: str, username: str, path: str = "/runs/") -> None:
    """Open `path` on the live server, sign in on the login page it sends to, come back."""
    page.goto(f"{base}{path}")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}{path}")


def timeline_indices(page: Page) -> list[int]:
    """The step indices a run page's timeline shows, in the order it shows them."""
    values = page.eval_on_selector_all(
        "#timeline [data-step-index]", "els => els.map(e => e.dataset.stepIndex)"
    )
    return [int(v) for v in values]


@pytest.fixture(autouse=True)
def runs_settled_before_flush(request: pytest.FixtureRequest) -> Iterator[None]:
    """In a transactional test, runs the session's worker still works are ended before the
    database is flushed: the flush (TRUNCATE) and a worker's writes can deadlock (met in CI).
    Asking for `transactional_db` here makes this teardown come before its flush."""
    marker = request.node.get_closest_marker("django_db")
    transactional = bool(marker and marker.kwargs.get("transaction")) or bool(
        {"transactional_db", "live_server"} & set(request.fixturenames)
    )
    if not transactional:
        yield
        return
    request.getfixturevalue("transactional_db")
    yield
    settle_runs(30, strict=False)
