"""Fixtures for the bad-input tests: the dashboard's people and stack environment, and a
real Celery worker of their own that may play scenario files from a folder of the test's."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PREFIX, VAR
from tests.web.conftest import Worker, people, stack_env

__all__ = ["people", "scenario_folder", "scenario_worker", "stack_env"]

QUEUE = f"{PREFIX}-badinput"
"""The worker's own queue: the suite's shared worker cannot play these scenario files."""


@pytest.fixture(scope="session")
def scenario_folder() -> Path:
    """Where the worker tests write their scenario files (LOOPGLASS_SCENARIO_DIRS)."""
    return Path(tempfile.mkdtemp(prefix="scenarios-", dir=VAR))


@pytest.fixture(scope="session")
def scenario_worker(stack_env: dict[str, str], scenario_folder: Path) -> Iterator[Worker]:
    """A real Celery worker process, as the suite's `celery_worker`, on a queue of its own."""
    env = stack_env | {"LOOPGLASS_SCENARIO_DIRS": str(scenario_folder)}
    worker = Worker(env, "badinput", queue=QUEUE).start()
    yield worker
    worker.stop()
