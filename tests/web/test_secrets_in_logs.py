"""Secrets in tool output reach neither storage nor the logs, through a real worker.

What was tried: a scripted run, executed by a Celery worker logging at DEBUG, reads a
workspace file full of real-format fake secrets (an AWS key, a GitHub token, a JWT, a
password in a URL, a private key), prints them with a shell command, and prints them
to stderr from a command that fails. Then the worker's log, every table (dumpdata) and
every stored artifact byte are searched for each secret. (A secret the model itself
writes, in a thought or an argument, is stored as written: see docs/reliability.md.)
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.core.management import call_command

from runs.config import RunConfig
from runs.models import Run, Status
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.web.conftest import People, Worker, idle_run, wait_for_run
from tests.web.test_artifacts import LEAKY, SECRETS

pytestmark = pytest.mark.django_db(transaction=True)
SCENARIO = """\
name: leaky
description: Read and print a file of secrets.
goal: Find out what the deploy environment holds.
workspace: leaky_workspace
tools: [read_file, run_command]
policy:
  allow: ["run_command(command=*)"]
  escalation: "off"
turns:
  - thought: Read the environment file.
    tool: read_file
    input: {path: deploy.env}
  - thought: Print it with the shell as well.
    tool: run_command
    input: {command: "cat deploy.env; echo done"}
  - thought: Run the deploy script, which fails.
    tool: run_command
    input: {command: "cat deploy.env >&2; exit 3"}
  - thought: Done.
    final_answer: The environment holds credentials; they are redacted.
"""


@pytest.fixture
def leaky_worker(stack_env: dict[str, str], tmp_path: Path) -> Iterator[tuple[Worker, Path]]:
    (tmp_path / "leaky_workspace").mkdir()
    (tmp_path / "leaky_workspace" / "deploy.env").write_text(LEAKY)
    (tmp_path / "leaky.yaml").write_text(SCENARIO)
    env = dict(
        stack_env,
        LOG_LEVEL="DEBUG",
        LOOPGLASS_SCENARIO_DIRS=str(tmp_path),
        LOOPGLASS_MODEL_TOOLS="read_file,run_command",
    )
    worker = Worker(env, "leaky", queue=f"{PREFIX}-leaky").start()
    yield worker, tmp_path / "leaky.yaml"
    worker.stop()


def test_no_secret_reaches_the_logs_the_database_or_the_artifacts(
    people: People, leaky_worker: tuple[Worker, Path], settings: Any
):
    worker, scenario = leaky_worker
    settings.LOOPGLASS_SCENARIO_DIRS = [str(scenario.parent)]
    run = idle_run(people.owner)
    config = {"backend": {"kind": "scripted", "scenario": str(scenario)}}
    Run.objects.filter(pk=run.pk).update(config=RunConfig.model_validate(config).model_dump())
    execute_run.apply_async(args=[run.pk], queue=worker.queue)
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED, done.error
    observations = "".join(s.observation or "" for s in done.steps.all())
    assert "[REDACTED:aws-access-key]" in observations, "the secrets were read and redacted"

    # the run's row says it ended before Celery logs the task's end ("Task ... succeeded")
    deadline = time.monotonic() + 30
    logs = worker.log.read_text(errors="replace")
    while "succeeded" not in logs and time.monotonic() < deadline:
        time.sleep(0.1)
        logs = worker.log.read_text(errors="replace")
    assert "execute_run[" in logs and "succeeded" in logs, "the worker's log is the one read"
    database = StringIO()
    call_command("dumpdata", stdout=database)
    stored = b"".join(
        p.read_bytes() for p in Path(django_settings.LOOPGLASS_ARTIFACTS).rglob("*") if p.is_file()
    )
    for kind, secret in SECRETS.items():
        assert secret not in logs, f"{kind} in the worker's log"
        assert secret not in database.getvalue(), f"{kind} in the database"
        assert secret.encode() not in stored, f"{kind} in the artifact store"
