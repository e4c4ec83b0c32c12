"""A finished run with as many steps as asked, written straight to the database.

For seeing how the dashboard copes with very long runs (`manage.py seed_long_run`, the
long-run tests and `bench/run_page.py`): the steps look like a tool-using loop's, one
in five with a packet, but no model or tool ran.
"""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from accounts.services import team_for
from harness.reducers.packet import Citation, Packet
from runs.config import RunConfig
from runs.models import Run, Status, Step

BATCH = 5000


def long_run(owner: User, steps: int, goal: str = "") -> Run:
    """An answered run of `steps` steps (0..steps-1) owned by `owner`'s team."""
    config = RunConfig.model_validate({"backend": {"kind": "scripted", "scenario": "recovery"}})
    now = timezone.now()
    with transaction.atomic():
        run = Run.objects.create(
            team=team_for(owner),
            created_by=owner,
            goal=goal or f"a synthetic run of {steps} steps",
            config=config.model_dump(mode="json"),
            status=Status.ANSWERED,
            stopped_reason="final_answer",
            started_at=now,
            finished_at=now,
            step_count=steps,
            final_answer="done",
        )
        for start in range(0, steps, BATCH):
            indices = range(start, min(start + BATCH, steps))
            Step.objects.bulk_create(_step(run, index) for index in indices)
    return run


def _step(run: Run, index: int) -> Step:
    with_packet = index % 5 == 4
    return Step(
        run=run,
        index=index,
        turn=index,
        thought=f"Step {index}: look at the next file.",
        action_tool="read_file",
        action_arguments={"path": f"src/module_{index % 97}.py"},
        observation=f"def handler_{index}():\n    return {index}\n",
        packet=_packet(run, index) if with_packet else None,
        reinforcement=f"goal: {run.goal}\nstatus: step {index} ok\nnext: continue",
        tokens_in=120,
        tokens_out=30,
        model_latency=0.4,
        tool_latency=0.01,
    )


def _packet(run: Run, index: int) -> dict[str, object]:
    artifact_id = f"art_synthetic{run.pk:08d}{index:010d}"
    excerpt = f"tests/test_module.py:{index % 300 + 1}: AssertionError: expected {index}"
    return Packet(
        artifact_id=artifact_id,
        reducer="text@1",
        summary=[f"1 error in output {index}"],
        fields={"errors": 1, "exit_status": 1},
        citations=[Citation(artifact_id=artifact_id, start_line=3, end_line=3, excerpt=excerpt)],
        raw_bytes=40_000,
        packet_bytes=400,
    ).as_json()
