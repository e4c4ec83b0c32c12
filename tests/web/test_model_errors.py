"""Issue 18: a model run's error tells the team what went wrong, never what a service behind
the base URL said, nor whether its port was open.

Tried: model runs launched through the API, on the real worker, whose base URL points at
an internal service (an HTML page, a password file) or at a closed port.
"""

from __future__ import annotations

import json
import re
import socket

import pytest
from django.contrib.auth.models import User

from runs.models import Run, RunEvent, Status
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, launch_model_run, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
SECRET = "db_password=hunter2"


def _model_run(user: User, base_url: str) -> Run:
    return wait_for_run(launch_model_run(user, base_url, "say hello", max_retries=0))


def _everything_stored(run: Run) -> str:
    events = list(RunEvent.objects.filter(run=run).values_list("data", flat=True))
    return json.dumps([run.error, run.final_answer, events])


@pytest.mark.parametrize(
    ("status", "content_type", "said"),
    [
        (404, "text/html", "answered HTTP 404 with text/html, not an OpenAI-compatible API"),
        (200, "text/plain", "answered HTTP 200 with text/plain, not a chat completion"),
    ],
)
def test_a_run_against_a_service_that_is_not_the_api_fails_without_its_words(
    people: People, celery_worker: Worker, status: int, content_type: str, said: str
):
    with OpenAIServer() as server:
        server.script(Reply(raw=f"<p>{SECRET}</p>", status=status, content_type=content_type))
        run = _model_run(people.owner, server.base_url)
    assert run.status == Status.FAILED
    assert said in run.error, run.error
    assert "hunter2" not in _everything_stored(run)


def test_a_run_against_a_closed_port_says_only_that_it_could_not_connect(
    people: People, celery_worker: Worker
):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{probe.getsockname()[1]}/v1"
    run = _model_run(people.owner, url)
    assert run.status == Status.FAILED
    assert run.error.endswith(f"could not connect to {url}"), run.error
    assert "refused" not in run.error.lower()


def test_a_run_whose_model_never_answers_says_how_many_tries_took_how_long(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        server.script(*[Reply(text="late", delay=30.0) for _ in range(2)])
        run_id = launch_model_run(people.owner, server.base_url, "hi", timeout=0.5, max_retries=1)
        run = wait_for_run(run_id)
    assert run.status == Status.FAILED
    said = re.search(r"no reply from (\S+) in 0.5 s, 2 tries over (\d\.\d) s$", run.error)
    assert said is not None, run.error
    assert said[1] == server.base_url
    assert float(said[2]) >= 1.0  # two waits of 0.5 s, and the client's pause between them


def test_a_404_from_a_base_url_without_v1_suggests_adding_it(people: People, celery_worker: Worker):
    with OpenAIServer() as server:
        url = server.base_url.removesuffix("/v1")
        run = _model_run(people.owner, url)
    assert run.status == Status.FAILED
    assert run.error.endswith(f"; try {url}/v1"), run.error
    assert "HTTP 404 from" in run.error
