"""What the review found: fenced writes, reclaim limits, keys, NUL bytes, long names."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.utils import timezone

from accounts.services import team_for
from harness.reporting.events import RunStarted
from runs.config import RunConfig
from runs.executor import execute
from runs.launch import LaunchRefused, LaunchRequest, prepare
from runs.lease import Lease, LeaseLost, claim
from runs.models import Run, RunEvent, Status
from runs.services import reclaim_stale_runs
from runs.sink import DjangoSink
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, idle_run, wait_for_run

# Plain transactions by default: a task sent for a row this test has not committed finds
# nothing, so the suite's shared worker cannot take these runs over. Tests that need a
# worker or the executor's threads to see their rows are transactional.
pytestmark = pytest.mark.django_db
TRANSACTIONAL = pytest.mark.django_db(transaction=True)
ANSWER = [
    Reply(text=' Use it.\nAction: calculator\nAction Input: {"expression": "6 * 7"}'),
    Reply(text=" It says 42.\nFinal Answer: 42"),
]


def test_it_writes_nothing_once_the_lease_is_taken_over(people: People):
    run = idle_run(people.owner)
    assert claim(run.pk, "first")
    Run.objects.filter(pk=run.pk).update(lease_owner="second")  # a worker that reclaimed it
    sink = DjangoSink(run.pk, Lease(run.pk, "first"), next_seq=0)
    with pytest.raises(LeaseLost):
        sink.emit(RunStarted(goal="g", config={}, model="m", tools=[]))
    assert RunEvent.objects.filter(run=run).count() == 0


@TRANSACTIONAL
def test_it_fails_a_run_whose_execution_raises(people: People, tmp_path: Path, settings: Any):
    # tried: a scenario file that disappears between launch and execution
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    scenario = tmp_path / "gone.yaml"
    scenario.write_text((Path(__file__).parents[2] / "harness/scenarios/recovery.yaml").read_text())
    run = idle_run(people.owner, scenario=str(scenario))
    scenario.unlink()
    execute(run.pk, owner="me")
    run.refresh_from_db()
    assert run.status == Status.FAILED
    assert "unknown scenario" in run.error and run.lease_owner == ""


def test_it_sends_a_forgotten_run_again_once_not_every_tick(people: People, settings: Any):
    run = idle_run(people.owner)
    long_ago = timezone.now() - timedelta(hours=1)
    Run.objects.filter(pk=run.pk).update(created_at=long_ago, enqueued_at=long_ago)
    assert reclaim_stale_runs()["requeued"] == 1
    assert reclaim_stale_runs()["requeued"] == 0, "it was just sent; a busy queue gets no copy"


def test_it_resumes_a_run_as_many_times_as_configured(people: People, settings: Any):
    settings.LOOPGLASS_RECLAIM_ATTEMPTS = 2
    run = idle_run(people.owner)
    expired = timezone.now() - timedelta(minutes=5)
    for attempts, outcome in [(2, "resumed"), (3, "failed")]:  # the first claim, then 2 resumes
        Run.objects.filter(pk=run.pk).update(
            status=Status.RUNNING,
            attempts=attempts,
            lease_owner="gone",
            lease_expires_at=expired,
            enqueued_at=expired,
        )
        assert reclaim_stale_runs()[outcome] == 1, attempts
    run.refresh_from_db()
    assert run.error == "the worker running it was lost 3 times; giving up"


@TRANSACTIONAL
def test_it_keeps_nul_bytes_and_long_names_from_breaking_a_run(
    people: People, tmp_path: Path, settings: Any
):
    # tried: a reply with a NUL character, a 300-character "tool" name, and a command that
    # prints NUL bytes; PostgreSQL stores no NUL and the name column used to be 200 long
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    scenario = tmp_path / "nul.yaml"
    scenario.write_text(
        json.dumps(
            {
                "name": "nul",
                "description": "d",
                "goal": "g",
                "tools": ["run_command"],
                "turns": [
                    {
                        "thought": "nul \u0000 here",
                        "tool": "run_command",
                        "input": {"argv": ["printf", "a\\000b\\377"]},
                    },
                    {"thought": "long", "tool": "x" * 300, "input": {}},
                    {"thought": "done", "final_answer": "ok \u0000"},
                ],
            }
        )
    )
    run = idle_run(people.owner, scenario=str(scenario))
    execute(run.pk, owner="me")
    run.refresh_from_db()
    assert run.status == Status.ANSWERED, run.error
    steps = list(run.steps.order_by("index"))
    assert steps[0].thought == "nul \ufffd here"
    assert "binary output, 4 bytes" in steps[0].observation
    assert steps[1].action_tool == "x" * 300
    assert run.final_answer == "ok \ufffd"


@TRANSACTIONAL
@pytest.mark.parametrize("keyed", [False, True])
def test_it_sends_the_key_only_to_the_endpoints_named_for_it(
    people: People, stack_env: dict[str, str], keyed: bool
):
    with OpenAIServer() as server:
        server.script(*ANSWER)
        env = stack_env | {
            "OPENAI_API_KEY": "sk-server-secret",
            "LOOPGLASS_KEYED_URLS": server.base_url if keyed else "",
        }
        queue = f"{PREFIX}-keys-{keyed}"  # its own queue: the shared worker has no key
        worker = Worker(env, f"keys{int(keyed)}", queue=queue).start()
        try:
            backend = {"kind": "openai", "base_url": server.base_url, "model": "m"}
            config = RunConfig.model_validate({"backend": backend, "tools": ["calculator"]})
            run = Run.objects.create(
                team=team_for(people.owner),
                created_by=people.owner,
                goal="6 * 7?",
                config=config.model_dump(mode="json"),
            )
            execute_run.apply_async(args=[run.pk], queue=queue)
            done = wait_for_run(run.pk)
        finally:
            worker.stop()
    assert done.status == Status.ANSWERED and done.final_answer == "42"
    assert server.rejected() == []
    sent = {r.headers.get("authorization") for r in server.received}
    assert sent == ({"Bearer sk-server-secret"} if keyed else {"Bearer not-needed"})


def test_it_offers_model_runs_only_the_enabled_tools(people: People, settings: Any):
    backend = {"kind": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}
    team = team_for(people.owner).pk
    model_run = LaunchRequest.model_validate({"goal": "g", "backend": backend})
    # The process tools are offered by default where the sandbox starts (CI installs it).
    assert prepare(model_run, team)[1].tools == [
        "list_dir",
        "read_file",
        "write_file",
        "calculator",
        "run_command",
        "run_tests",
    ]
    with pytest.raises(LaunchRefused, match=r"tools \['http_fetch'\] are not enabled"):
        prepare(model_run.model_copy(update={"tools": ["http_fetch"]}), team)
    settings.LOOPGLASS_MODEL_URLS = ["https://models.internal/"]
    with pytest.raises(LaunchRefused, match="is not one this server may call"):
        prepare(model_run, team)
