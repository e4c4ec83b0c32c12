"""Issue 18: a secret the model writes (in a thought, a tool's arguments, its final answer)
is shown redacted everywhere, as the same text read back through read_file is; the run's
own transcript keeps it, the tool gets it, and a reviewer's edit keeps it unseen.

Tried: model runs on the real worker, scripted by an OpenAI-compatible server, that write
a GitHub token and a Stripe key into a file, read the file back and answer with the
token; then every page, API answer and export a teammate can open, and the spans an
OpenTelemetry export would send.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client

from harness.export import run_spans
from runs.agents import events_of, workspace_for
from runs.models import Approval, Run, RunEvent, Status
from tests.harness.openai_server import OpenAIServer, Reply
from tests.harness.test_redact import GITHUB, STRIPE
from tests.web.conftest import People, Worker, client_for, launch_model_run, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
CONTENT = f"GITHUB_TOKEN={GITHUB}\ncharge with {STRIPE}\n"
SECRETS = (GITHUB, STRIPE)


def _call(thought: str, tool: str, arguments: dict[str, Any]) -> Reply:
    return Reply(text=f" {thought}\nAction: {tool}\nAction Input: {json.dumps(arguments)}")


def _launch(user: User, server: OpenAIServer, **options: Any) -> int:
    server.script(
        _call(f"I was given {GITHUB}; keep it in ci.env.", "write_file",
              {"path": "ci.env", "content": CONTENT}),
        _call("Check what was written.", "read_file", {"path": "ci.env"}),
        Reply(text=f" Stored.\nFinal Answer: the token is {GITHUB}"),
    )  # fmt: skip
    return launch_model_run(user, server.base_url, "store the CI token", **options)


def _approve_the_rest(run_id: int, reviewer: Client) -> Run:
    while True:
        run = wait_for_run(run_id)
        pending = Approval.objects.filter(run_id=run_id, status="pending").first()
        if run.status != Status.AWAITING_APPROVAL or pending is None:
            return run
        answer = reviewer.post(f"/review/{pending.pk}/decide", {"decision": "approve"})
        assert answer.status_code == 200, answer.content


def _shown(client: Client, paths: list[str]) -> dict[str, str]:
    pages = {}
    for path in paths:
        response = client.get(path)
        assert response.status_code == 200, (path, response.status_code)
        pages[path] = response.content.decode()
    return pages


def _assert_redacted(pages: dict[str, str]) -> None:
    """No page shows a secret; those that show the call show its marker."""
    for path, text in pages.items():
        for secret in SECRETS:
            assert secret not in text, f"{path} shows {secret[:8]}…"
        assert "[REDACTED:github-token" in text or path.endswith("history/"), path


def test_a_secret_the_model_writes_is_shown_redacted_everywhere(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        run = wait_for_run(_launch(people.owner, server))
        other = wait_for_run(_launch(people.owner, server))
    assert run.status == other.status == Status.ANSWERED, run.error
    read_back = run.steps.get(index=1).observation or ""
    assert "GITHUB_TOKEN=[REDACTED:github-token]" in read_back, "tool output, as before"
    written = run.steps.get(index=0)
    assert written.action_arguments == {
        "path": "ci.env",
        "content": "GITHUB_TOKEN=[REDACTED:github-token#1]\n"
        "charge with [REDACTED:stripe-access-key#2]\n",
    }
    assert run.final_answer == "the token is [REDACTED:github-token]"

    pages = _shown(client_for(people.teammate), [
        f"/runs/{run.pk}/", f"/api/runs/{run.pk}", f"/api/runs/{run.pk}/steps",
        f"/runs/compare?a={run.pk}&b={other.pk}",
        f"/review/steps/{written.pk}/annotate",
    ])  # fmt: skip
    spans = json.dumps([span.attributes for span in run_spans(events_of(run.pk))])
    _assert_redacted(pages | {"otel spans": spans})

    transcript = json.dumps(list(RunEvent.objects.filter(run=run).values_list("data", flat=True)))
    assert GITHUB in transcript and STRIPE in transcript, "the raw transcript is kept"
    assert (workspace_for(run) / "ci.env").read_text() == CONTENT, "the tool got the secret"


def test_a_reviewer_sees_the_call_redacted_and_an_edit_keeps_its_secrets(
    people: People, celery_worker: Worker
):
    Group.objects.get(name="reviewer").user_set.add(people.teammate)
    with OpenAIServer() as server:
        run_id = _launch(people.owner, server, policy={"mode": "confirm_all"})
        paused = wait_for_run(run_id)
        assert paused.status == Status.AWAITING_APPROVAL, paused.error
        approval = Approval.objects.get(run=paused)
        reviewer = client_for(people.teammate)
        _assert_redacted(_shown(reviewer, ["/review/", f"/api/approvals?run={run_id}"]))

        # the reviewer renames the file and leaves the content, markers and all, as shown
        edited = dict(approval.arguments, path="prod.env")
        answer = reviewer.post(
            f"/review/{approval.pk}/decide",
            {"decision": "edit", "comment": "prod, not ci", "arguments": json.dumps(edited)},
        )
        assert answer.status_code == 200, answer.content
        run = _approve_the_rest(run_id, reviewer)  # every call waits: the read too
    assert run.status == Status.ANSWERED, run.error
    workspace = workspace_for(run)
    assert (workspace / "prod.env").read_text() == CONTENT, "the edit kept the secrets"
    assert not (workspace / "ci.env").exists()
    pages = ["/review/history/", "/review/export.json", "/review/export.csv"]
    _assert_redacted(_shown(reviewer, pages))
