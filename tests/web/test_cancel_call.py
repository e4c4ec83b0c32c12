"""Issue 21: Cancel stops a model call in progress, not only between steps.

Before: a run whose model was thinking stayed `running` after Cancel until the call
timed out, 4 minutes later, and then ended `failed`. Tried: model runs on the real
worker against a server that answers after 60 s; Cancel through the API.
"""

from __future__ import annotations

import time

import pytest
from django.contrib.auth.models import User
from django.test import Client

from accounts.models import ApiToken
from runs.models import Status
from runs.services import launch_run
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, launch_model_run, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
BOUND = 20.0
"""Seconds a cancel may take on a busy 2-core machine; it takes about one."""


def _cancel(user: User, run_id: int) -> None:
    _, raw = ApiToken.issue(user)
    response = Client(HTTP_AUTHORIZATION=f"Bearer {raw}").post(f"/api/runs/{run_id}/cancel")
    assert response.status_code == 200, response.content


def test_a_cancel_stops_the_model_calls_in_progress_and_frees_the_worker(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        server.script(*[Reply(text="late", delay=60.0) for _ in range(8)])
        runs = [launch_model_run(people.owner, server.base_url, f"think {k}") for k in (1, 2)]
        for run_id in runs:  # both of the worker's processes wait for the model
            wait_for_run(run_id, until={"running"})
        deadline = time.monotonic() + 30
        while len(server.received) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(server.received) == 2
        started = time.monotonic()
        for run_id in runs:
            _cancel(people.teammate, run_id)
        ended = [wait_for_run(run_id, timeout=BOUND) for run_id in runs]
        took = time.monotonic() - started

        assert [(run.status, run.stopped_reason) for run in ended] == [
            (Status.CANCELLED, "cancelled")
        ] * 2
        assert took < BOUND
        assert all(run.error == "" for run in ended)
        assert len(server.received) == 2, "no retry went out after the cancel"

    config = scripted("recovery")
    after = launch_run(user=people.owner, goal="next", config=config)
    assert wait_for_run(after.pk, timeout=BOUND).status == Status.ANSWERED
