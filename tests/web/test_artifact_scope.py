"""Issue 18: `artifact_read` reads the run's own artifacts (and a replay's source's), no
others: not another team's, and not a teammate's run that the launcher may not open raw.

Tried: a model run, on the real worker, whose OpenAI-compatible server scripts an
`artifact_read` of an artifact it should not reach; the call is an error observation, and
no line of that artifact reaches the step, its packet, the run's own artifacts or the
next request to the model.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.contrib.auth.models import User

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from runs.executor import execute
from runs.models import Run, Status
from runs.services import replay_config
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import (
    People,
    Worker,
    client_for,
    idle_run,
    launch_model_run,
    wait_for_run,
)

pytestmark = pytest.mark.django_db(transaction=True)
ARTIFACT_ID = re.compile(r"art_[0-9A-Z]{26}")


def _read_call(artifact_id: str) -> Reply:
    action = json.dumps({"artifact_id": artifact_id})
    return Reply(text=f" Read it.\nAction: artifact_read\nAction Input: {action}")


def _alpha_artifact(owner: User) -> Artifact:
    """The pytest output of a finished demo run of team alpha."""
    run = idle_run(owner, scenario="fix-failing-tests")
    execute(run.pk, owner="test")
    return Artifact.objects.get(run=run, step_index=0)


def _model_run(user: User, server: OpenAIServer, artifact: Artifact) -> Run:
    """A model run launched through the API, whose model asks for `artifact`, then stops."""
    server.script(_read_call(artifact.id), Reply(text=" Done.\nFinal Answer: done"))
    return wait_for_run(launch_model_run(user, server.base_url, "read the artifact"))


def _lines(artifact: Artifact) -> list[str]:
    """The artifact's telling lines: any of them anywhere else means it leaked."""
    text = bytes(DjangoArtifactStore().read(artifact)).decode()
    return [line for line in text.splitlines() if len(line.strip()) > 20]


def _assert_nothing_of(artifact: Artifact, run: Run, server: OpenAIServer) -> None:
    lines = _lines(artifact)
    assert len(lines) > 5, "the artifact should have lines to leak"
    step = run.steps.get(index=0)
    assert step.is_error and step.action_tool == "artifact_read"
    assert f"no artifact {artifact.id!r} in this run" in (step.observation or "")
    shown = json.dumps([step.observation, step.packet])
    stored = [bytes(DjangoArtifactStore().read(a)).decode() for a in run.artifacts.all()]
    sent = json.dumps(server.bodies())
    for line in lines:
        assert line not in shown and line not in sent, line
        assert not any(line in text for text in stored), line


def test_a_run_of_another_team_cannot_read_an_artifact(people: People, celery_worker: Worker):
    artifact = _alpha_artifact(people.owner)
    assert client_for(people.outsider).get(f"/artifacts/{artifact.id}/").status_code == 404
    with OpenAIServer() as server:
        run = _model_run(people.outsider, server, artifact)
    assert run.status == Status.ANSWERED, run.error
    _assert_nothing_of(artifact, run, server)


def test_an_operator_without_view_raw_cannot_read_a_teammates_artifact(
    people: People, celery_worker: Worker
):
    artifact = _alpha_artifact(people.owner)
    assert not people.teammate.has_perm("artifacts.view_raw")
    raw = client_for(people.teammate).get(f"/artifacts/{artifact.id}/raw")
    assert raw.status_code == 403
    with OpenAIServer() as server:
        run = _model_run(people.teammate, server, artifact)
    assert run.status == Status.ANSWERED, run.error
    _assert_nothing_of(artifact, run, server)


def _read_back(body: Any) -> Reply:
    """An artifact_read of the artifact the last observation named."""
    return _read_call(ARTIFACT_ID.findall(json.dumps(body["messages"]))[-1])


def _reading_run(user: User, server: OpenAIServer) -> Run:
    """A model run that writes a 40 KB file, reads it (a packet, not the whole file), then
    reads the read's raw output back by the artifact id the packet names."""
    content = "".join(
        f"line {n}: the quick brown fox jumps over the lazy dog\n" for n in range(700)
    )
    write = json.dumps({"path": "notes.txt", "content": content})
    server.script(
        Reply(text=f" Write.\nAction: write_file\nAction Input: {write}"),
        Reply(text=' Read.\nAction: read_file\nAction Input: {"path": "notes.txt"}'),
        _read_back,
        Reply(text=" Done.\nFinal Answer: read"),
    )
    return wait_for_run(launch_model_run(user, server.base_url, "write notes, read them back"))


def test_a_run_reads_its_own_artifacts_and_a_replay_those_it_replays(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        source = _reading_run(people.owner, server)
    assert source.status == Status.ANSWERED, source.error
    read = source.steps.get(index=2)
    computed = Artifact.objects.get(run=source, step_index=1)
    assert read.action_arguments == {"artifact_id": computed.id}
    assert not read.is_error and "the quick brown fox" in (read.observation or "")

    response = client_for(people.owner).post(
        f"/api/runs/{source.pk}/replay", "{}", "application/json"
    )
    assert response.status_code == 201, response.content
    replay = wait_for_run(response.json()["id"])
    assert replay.status == Status.ANSWERED, replay.error
    replayed = replay.steps.get(index=2)
    assert replayed.action_arguments == {"artifact_id": computed.id}, "the source's artifact"
    assert not replayed.is_error and "the quick brown fox" in (replayed.observation or "")


def test_a_replay_of_another_teams_run_reads_none_of_its_artifacts(
    people: People, celery_worker: Worker
):
    # tried: a run row whose config says it replays another team's run (no launch path
    # makes one: a replay is launched from a run its launcher can see); the check holds
    with OpenAIServer() as server:
        source = _reading_run(people.owner, server)
    stolen = idle_run(people.outsider)
    Run.objects.filter(pk=stolen.pk).update(
        config=replay_config(source, team_id=source.team_id).model_dump(mode="json")
    )
    execute(stolen.pk, owner="test")
    replayed = Run.objects.get(pk=stolen.pk).steps.get(index=2)
    assert replayed.is_error and "in this run" in (replayed.observation or "")
