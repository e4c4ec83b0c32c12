"""`manage.py export_otel`: a run's RunEvent rows, from the real database, to a real receiver."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from accounts.models import Team
from harness.reporting.events import ToolFinished
from runs.models import Run, RunEvent, Status
from tests.conftest import free_port
from tests.export.conftest import play
from tests.export.receiver import Receiver
from tests.web.conftest import idle_run

pytestmark = pytest.mark.django_db
BASE = "http://dashboard.test"


@pytest.fixture
def run() -> Run:
    owner = User.objects.create(username="alice")
    Team.objects.create(name="alpha").members.add(owner)
    return idle_run(owner, scenario="fix-failing-tests")


@pytest.fixture
def played(run: Run, tmp_path: Path) -> list[ToolFinished]:
    """The run's events, played for real and stored as the worker's sink stores them."""
    events = play("fix-failing-tests", tmp_path / "ws", run_id=str(run.pk))
    rows = [
        RunEvent(run=run, seq=seq, type=event.type, data=event.model_dump(mode="json"))
        for seq, event in enumerate(events)
    ]
    RunEvent.objects.bulk_create(reversed(rows))  # the command must read them by seq
    Run.objects.filter(pk=run.pk).update(status=Status.SUCCEEDED)  # as the sink ends it
    return [e for e in events if isinstance(e, ToolFinished)]


def export(*args: str) -> str:
    out = StringIO()
    call_command("export_otel", *args, stdout=out)
    return out.getvalue()


def test_it_sends_the_runs_trace_with_links_to_its_pages(
    run: Run, played: list[ToolFinished], receiver: Receiver
):
    printed = export(str(run.pk), "--endpoint", receiver.endpoint, "--base-url", BASE)
    spans = receiver.wait_for(2 + 5 + 4)
    assert len(spans) == 11, "the run and its start, 5 replies, 4 tool calls"
    root = next(s for s in spans if s.parent_id is None)
    assert printed.strip() == (
        f"run {run.pk}: 11 spans, trace {root.trace_id}, sent to {receiver.endpoint}"
    )
    installation = django_settings.LOOPGLASS_INSTALLATION_ID
    session = f"{installation}/{run.pk}"
    assert root.attributes["gen_ai.conversation.id"] == root.attributes["session.id"] == session
    assert root.resource["openinference.project.name"] == "loopglass" == root.service
    assert root.resource["service.instance.id"] == installation
    assert root.attributes["loopglass.run.url"] == BASE + run.get_absolute_url()
    tools = sorted((s for s in spans if s.operation == "execute_tool"), key=lambda s: s.start)
    assert [s.attributes["gen_ai.tool.name"] for s in tools] == [e.tool for e in played]
    for span, finished in zip(tools, played, strict=True):
        page = reverse("artifacts:detail", args=[finished.artifact_id])
        assert span.attributes["loopglass.artifact.url"] == BASE + page


def test_it_leaves_the_text_out_when_asked(
    run: Run, played: list[ToolFinished], receiver: Receiver
):
    export(str(run.pk), "--endpoint", receiver.endpoint, "--no-content", "--agent-name", "fixer")
    spans = receiver.wait_for(11)
    root = next(s for s in spans if s.parent_id is None)
    assert root.name == "invoke_agent fixer"
    assert not any("gen_ai.output.messages" in s.attributes for s in spans)
    assert "loopglass.artifact.url" not in json.dumps([s.attributes for s in spans])


def test_it_refuses_an_unknown_run_and_one_without_events(run: Run, receiver: Receiver):
    with pytest.raises(CommandError, match=r"^no run 999999$"):
        export("999999", "--endpoint", receiver.endpoint)
    with pytest.raises(CommandError, match=f"run {run.pk} has no events yet"):
        export(str(run.pk), "--endpoint", receiver.endpoint)
    assert receiver.posts == 0


def test_it_fails_when_the_endpoint_does_not_take_the_spans(run: Run, played: list[ToolFinished]):
    endpoint = f"http://127.0.0.1:{free_port()}/v1/traces"
    with pytest.raises(CommandError, match=rf"run {run.pk}: {endpoint} took 0 of 11 spans"):
        export(str(run.pk), "--endpoint", endpoint, "--timeout", "0.5")


def test_a_run_that_goes_on_sends_its_whole_spans_and_the_rest_after_it_ends(
    run: Run, played: list[ToolFinished], receiver: Receiver
):
    """A backend keeps the first copy of a span: tried by exporting a run cut in the middle
    of its second tool call (running), then again once it has ended. The first export sends
    no span that is not whole yet (the call, the run's own span); each span it sends is the
    span the second sends, and the two make the run's trace with no span left over."""
    rows = list(RunEvent.objects.filter(run=run).order_by("seq"))
    second_call = [r.seq for r in rows if r.type == "tool_started"][1]
    RunEvent.objects.filter(run=run, seq__gt=second_call).delete()
    Run.objects.filter(pk=run.pk).update(status=Status.RUNNING)
    printed = export(str(run.pk), "--endpoint", receiver.endpoint, "--project", "triage")
    early = receiver.wait_for(1 + 2 + 1)  # the start, two replies, the first call
    assert f"run {run.pk} is running: these are its spans that are whole" in printed
    assert {s.service for s in early} == {"triage"}
    assert not [s for s in early if s.parent_id is None], "the run's span waits for its end"
    [start] = [s for s in early if s.name == "start_run loopglass"]
    assert {s.parent_id for s in early if s is not start} == {start.span_id}
    assert [s.attributes.get("gen_ai.tool.name") for s in early].count("run_tests") == 1

    receiver.clear()
    RunEvent.objects.bulk_create([r for r in rows if r.seq > second_call])
    Run.objects.filter(pk=run.pk).update(status=Status.SUCCEEDED)
    export(str(run.pk), "--endpoint", receiver.endpoint, "--project", "triage")
    whole = {s.span_id: s for s in receiver.wait_for(11)}
    assert len(whole) == 11
    for span in early:
        assert whole[span.span_id] == span
    [root] = [s for s in whole.values() if s.parent_id is None]
    assert start.parent_id == root.span_id
    assert root.attributes["loopglass.stopped_reason"] == "final_answer"


def test_two_installations_export_the_same_run_as_two_traces(
    run: Run, played: list[ToolFinished], receiver: Receiver, settings: Any
):
    first = settings.LOOPGLASS_INSTALLATION_ID
    export(str(run.pk), "--endpoint", receiver.endpoint)
    settings.LOOPGLASS_INSTALLATION_ID = "another"
    export(str(run.pk), "--endpoint", receiver.endpoint)
    spans = receiver.wait_for(20)
    roots = [s for s in spans if s.parent_id is None]
    assert len({s.trace_id for s in roots}) == 2
    assert {s.attributes["session.id"] for s in roots} == {
        f"{installation}/{run.pk}" for installation in (first, "another")
    }
