"""The worst inputs as scripted runs on a real Celery worker process, on the real database.

Each run is a scenario file whose model sends one hostile reply (or makes one hostile tool
call) and then answers. The run must end, with its steps saying what went wrong, and the
worker must still be alive and run a normal scenario to success afterwards.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from accounts.services import team_for
from runs.config import RunConfig
from runs.models import Run, Status
from runs.tasks import execute_run
from tests.badinput.hostile import nested_array
from tests.web.conftest import People, Worker, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

TEN_MB = 10 * 1024 * 1024
UNWATCHED = {"mode": "confirm_none", "escalation": "off"}
"""No reviewer gate: these runs must end on their own."""
PRINT_200_MB = (
    "import sys\nblock = b''.join(b'2024-01-01 INFO step %d ok\\n' % i for i in range(10000))\n"
    "for _ in range(200_000_000 // len(block) + 1): sys.stdout.buffer.write(block)\n"
    "sys.stdout.buffer.write(b'ERROR: disk quota exceeded\\n')\n"
)
PRINT_BINARY = "import sys; sys.stdout.buffer.write(bytes(range(256)) * 4096)"
ANSWER = {"thought": "that is all", "final_answer": "done"}

WORST: dict[str, tuple[dict[str, Any], str]] = {
    "ten-megabyte-reply": (
        {"completion": "Thought: " + "x" * TEN_MB},
        "no Action or Final Answer",
    ),
    "two-hundred-megabyte-output": (
        {"tool": "run_command", "input": {"argv": [sys.executable, "-c", PRINT_200_MB]}},
        "ERROR: disk quota exceeded",
    ),
    "binary-output": (
        {"tool": "run_command", "input": {"argv": [sys.executable, "-c", PRINT_BINARY]}},
        "binary output, 1048576 bytes",
    ),
    "unknown-tool": ({"tool": "no_such_tool", "input": {"x": 1}}, "unknown tool 'no_such_tool'"),
    "number-for-a-string": (
        {"tool": "calculator", "input": {"expression": 42}},
        "42 is not of type 'string'",
    ),
    "nan-argument": (
        {"tool": "calculator", "raw_input": '{"expression": NaN}'},
        "NaN or infinite",
    ),
    "lone-surrogate-argument": (
        {"tool": "calculator", "raw_input": '{"expression": "\\ud800"}'},
        "lone surrogate",
    ),
    "arguments-nested-500-deep": (
        {"tool": "calculator", "raw_input": '{"expression": ' + nested_array(500) + "}"},
        "nested more than 64 levels deep",
    ),
}
"""Each case: the hostile turn, and what the first step's observation must say."""


def scenario_file(folder: Path, name: str, turn: dict[str, Any]) -> Path:
    """A scenario whose model plays `turn`, then answers (JSON is YAML)."""
    path = folder / f"{name}.yaml"
    scenario = {"name": name, "description": f"bad input: {name}", "goal": "survive it",
                "tools": ["run_command", "calculator"], "turns": [turn, ANSWER]}  # fmt: skip
    path.write_text(json.dumps(scenario))
    return path


def run_on(worker: Worker, people: People, scenario: str, **fields: Any) -> Run:
    """A run of `scenario`, sent to the worker's own queue and waited for."""
    backend = {"kind": "scripted", "scenario": scenario}
    config = RunConfig.model_validate({"backend": backend, **fields})
    run = Run.objects.create(
        team=team_for(people.owner), created_by=people.owner, goal="survive it",
        config=config.model_dump(mode="json"),
    )  # fmt: skip
    execute_run.apply_async(args=(run.pk,), queue=worker.queue)
    return wait_for_run(run.pk, timeout=150)


@pytest.mark.parametrize("case", list(WORST))
def test_the_worker_ends_a_hostile_run_and_runs_the_next(
    people: People, scenario_worker: Worker, scenario_folder: Path, settings: Any, case: str
):
    """Tried, one run each: a 10 MB reply, a command printing 200 MB, a command printing
    1 MB of binary, a call to a tool that does not exist, a number for a string, NaN, a
    \\ud800 escape and arguments nested 500 deep. Each run ends with the answer (`answered`:
    no check) after a step saying what was wrong; the worker then runs `recovery` to its end."""
    settings.LOOPGLASS_SCENARIO_DIRS = [str(scenario_folder)]
    turn, says = WORST[case]
    scenario = str(scenario_file(scenario_folder, case, turn))
    done = run_on(scenario_worker, people, scenario, policy=UNWATCHED)
    assert done.status == Status.ANSWERED, f"{case}: {done.status} {done.error}"
    assert done.stopped_reason == "final_answer" and done.final_answer == "done"
    first = done.steps.get(index=0)
    assert says in (first.observation or ""), f"{case}: {(first.observation or '')[:500]}"
    if first.packet:  # a tool's output: the model read a packet, not the output
        assert len(first.observation or "") < 8192
    if case == "two-hundred-megabyte-output":
        assert first.packet and first.packet["raw_bytes"] > 200_000_000
    if case == "ten-megabyte-reply":
        assert len(first.completion) > TEN_MB, "the reply is kept whole"
    assert scenario_worker.process is not None and scenario_worker.process.poll() is None
    after = run_on(scenario_worker, people, "recovery")
    assert after.status == Status.ANSWERED and after.step_count == 5, after.error
