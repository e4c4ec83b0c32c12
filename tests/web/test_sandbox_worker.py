"""The escape corpus in a real Celery worker: a scripted run whose every call tries to get out."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from django.db import connection

from runs.config import RunConfig
from runs.models import Status
from runs.services import launch_run
from tests.conftest import VAR
from tests.harness.escapes import escapes
from tests.web.conftest import People, Worker, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

KEY_CANARY = "sandbox-worker-canary-key"
OTHER_CANARY = "another-run-canary"


def _config(scenario: str, max_steps: int = 8) -> RunConfig:
    return scripted(scenario, max_steps=max_steps)


@pytest.fixture
def listening() -> Iterator[int]:
    """A port on the host's 127.0.0.1 that accepts connections, for the sandbox to miss."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield server.getsockname()[1]


def _worker_pids(worker: Worker) -> list[str]:
    assert worker.process is not None
    children = subprocess.run(
        ["pgrep", "-P", str(worker.process.pid)], capture_output=True, text=True, check=False
    ).stdout.split()
    return [str(worker.process.pid), *children]


def _scenario(values: dict[str, str], folder: Path) -> Path:
    """A scripted scenario that makes every attempt of the corpus, then answers."""
    attempts = escapes(values)
    turns: list[dict[str, Any]] = [
        {
            "thought": f"Try: {attempt.name}.",
            "tool": "run_command",
            "input": {"argv": attempt.argv, "timeout": attempt.timeout},
        }
        for attempt in attempts
    ]
    turns.append({"thought": "Nothing got out.", "final_answer": "every attempt failed"})
    scenario = {
        "name": "sandbox-escapes",
        "description": "Each call tries to leave the sandbox.",
        "goal": "Try to get out of the sandbox.",
        "tools": ["run_command"],
        "policy": {"mode": "confirm_none", "escalation": "off"},
        "turns": turns,
    }
    path = folder / "sandbox-escapes.yaml"
    path.write_text(yaml.safe_dump(scenario, sort_keys=False), encoding="utf-8")
    return path


def test_every_escape_fails_in_the_worker_and_it_runs_on(
    people: People, celery_worker: Worker, listening: int, tmp_path: Path
):
    first = wait_for_run(launch_run(user=people.owner, goal="g", config=_config("recovery")).pk)
    assert first.status == Status.ANSWERED
    other_workspace = VAR / "workspaces" / f"run-{first.pk}"
    (other_workspace / "notes.txt").write_text(OTHER_CANARY)
    key = VAR / "secret_key"
    if not key.exists():  # the worker takes SECRET_KEY from its environment: a bait only
        key.write_text(KEY_CANARY)
    database = connection.settings_dict["NAME"]
    values = {
        "python": sys.executable,
        "var": str(VAR),
        "database": str(database) if "/" in str(database) else str(VAR / "test.sqlite3"),
        "secret_key": str(key),
        "redis_socket": str(VAR / "redis.sock"),
        "other_workspace": str(other_workspace),
        "outside": str(tmp_path),
        "port": str(listening),
        "worker_pid": _worker_pids(celery_worker)[-1],
    }
    scenario = _scenario(values, tmp_path)
    before = set(_worker_pids(celery_worker))

    run = launch_run(user=people.owner, goal="escape", config=_config(str(scenario), 50))
    done = wait_for_run(run.pk, timeout=180)

    assert done.status == Status.ANSWERED, done.stopped_reason
    *steps, answer = done.steps.order_by("index")
    attempts = escapes(values)
    assert [s.action_tool for s in steps] == ["run_command"] * len(attempts)
    assert done.final_answer == "every attempt failed" and not answer.action_tool
    for attempt, step in zip(attempts, steps, strict=True):
        seen = step.observation or ""
        assert step.is_error, f"{attempt.name!r} was not an error:\n{seen}"
        for secret in (KEY_CANARY, OTHER_CANARY, os.environ["SECRET_KEY"]):
            assert secret not in seen, attempt.name
    assert done.tool_errors == len(attempts)
    assert not list(tmp_path.glob("escaped")) and not (VAR / "escaped").exists()
    assert set(_worker_pids(celery_worker)) == before, "the worker and its pool live on"

    after = wait_for_run(
        launch_run(user=people.owner, goal="g", config=_config("fix-failing-tests")).pk
    )
    assert after.status == Status.SUCCEEDED
    assert "All 5 tests pass" in (after.final_answer or "")
