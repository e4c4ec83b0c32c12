"""How a run that ends on a reply without a tool call is graded.

ReAct's `Final Answer:` is a marker the model writes on purpose, so it is an answer
(`answered`: recovery has no success check to make it `succeeded`).
A native reply without a tool call may be anything (a question, a refusal), so it is
`stopped` with the reason `final_answer`, unless the run's termination policy is
`reply`: a reply ends it and counts as its answer. Tried with the `recovery` scenario,
whose last reply has no tool call, on a real worker, in both channels and policies.
"""

from __future__ import annotations

import json

import pytest
from django.test import Client

from accounts.models import ApiToken
from runs.models import Status
from tests.web.conftest import People, Worker, wait_for_run


def launch(people: People, **fields: str) -> int:
    _, raw = ApiToken.issue(people.owner)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {raw}")
    body = json.dumps({"scenario": "recovery", **fields})
    response = client.post("/api/runs", body, content_type="application/json")
    assert response.status_code == 201, response.content
    run_id: int = response.json()["id"]
    return run_id


@pytest.mark.django_db(transaction=True)
def test_a_reply_is_graded_by_channel_and_termination(people: People, celery_worker: Worker):
    runs = {
        ("react", "last_tool"): launch(people, channel="react"),
        ("native", "last_tool"): launch(people, channel="native"),
        ("native", "reply"): launch(people, channel="native", termination="reply"),
    }
    done = {key: wait_for_run(run_id) for key, run_id in runs.items()}

    for run in done.values():
        assert run.stopped_reason == "final_answer", run.error
        assert run.final_answer, "each run ended on a reply"
    assert done["react", "last_tool"].status == Status.ANSWERED
    assert done["native", "last_tool"].status == Status.STOPPED, "a bare native reply is no answer"
    assert done["native", "reply"].status == Status.ANSWERED


@pytest.mark.django_db
def test_the_api_refuses_an_unknown_termination(people: People):
    _, raw = ApiToken.issue(people.owner)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {raw}")
    body = json.dumps({"scenario": "recovery", "termination": "whenever"})
    response = client.post("/api/runs", body, content_type="application/json")
    assert response.status_code == 422, "tried termination 'whenever'"
