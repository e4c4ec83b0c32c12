"""Live OpenTelemetry export from the worker: with LOOPGLASS_OTEL_ENDPOINT set, a run's spans
reach a real OTLP/HTTP receiver as its steps commit (the receiver decodes the protobuf)."""

from __future__ import annotations

from typing import Any

import pytest

from runs.executor import execute
from runs.models import Run, Status, Step
from tests.export.receiver import otlp_receiver
from tests.web.conftest import People, idle_run

TRANSACTIONAL = pytest.mark.django_db(transaction=True)


@TRANSACTIONAL
def test_a_worker_exports_the_run_it_executes_when_an_endpoint_is_set(
    people: People, settings: Any
):
    run = idle_run(people.owner, goal="what is 17 * 23?", scenario="recovery")
    settings.LOOPGLASS_BASE_URL = "https://glass.example"
    with otlp_receiver() as receiver:
        settings.LOOPGLASS_OTEL_ENDPOINT = receiver.endpoint
        execute(run.pk, owner="me")
        calls = Step.objects.filter(run=run).exclude(action_tool="").count()
        spans = receiver.wait_for(2 + calls)
    run.refresh_from_db()
    assert run.status == Status.ANSWERED
    roots = [s for s in spans if s.name.startswith("invoke_agent")]
    starts = [s for s in spans if s.name.startswith("start_run")]
    tools = [s for s in spans if s.name.startswith("execute_tool")]
    assert len(roots) == len(starts) == 1, [s.name for s in spans]
    assert roots[0].attributes["loopglass.run.url"] == f"https://glass.example/runs/{run.pk}/"
    assert starts[0].parent_id == roots[0].span_id
    assert all(t.parent_id == starts[0].span_id for t in tools)
    assert len(tools) >= 1 and any(s.name.startswith("chat ") for s in spans)


@TRANSACTIONAL
def test_no_endpoint_exports_nothing(people: People, settings: Any):
    run = idle_run(people.owner, scenario="recovery")
    with otlp_receiver() as receiver:
        settings.LOOPGLASS_OTEL_ENDPOINT = ""
        execute(run.pk, owner="me")
        assert receiver.wait_for(1, timeout=1) == []
    assert Run.objects.get(pk=run.pk).status == Status.ANSWERED
