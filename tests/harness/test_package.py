"""The harness is a library of its own: no Django, and an event log that round-trips."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from harness.reporting.events import parse_event
from harness.reporting.sinks import ListSink
from tests.harness.conftest import make_agent

IMPORT_ALL = """
import importlib, pkgutil, sys
import harness
for module in pkgutil.walk_packages(harness.__path__, "harness."):
    if ".workspaces." not in module.name and module.name != "harness.__main__":
        importlib.import_module(module.name)
assert "django" not in sys.modules, sorted(m for m in sys.modules if m.startswith("django"))
print("imported", len([m for m in sys.modules if m.startswith("harness")]))
"""


def test_it_imports_every_module_without_django():
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) > 20


def test_it_does_not_import_optional_providers_on_import():
    code = (
        "import sys, harness, harness.agent.loop;"
        " print('openai' in sys.modules, 'mcp' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]


def test_it_round_trips_every_event_through_json(workspace: Path):
    sink = ListSink()
    make_agent(
        workspace,
        [
            {
                "thought": "t",
                "calls": [
                    {"tool": "calculator", "input": {"expression": "1"}},
                    {"tool": "calculator", "raw_input": "{"},
                ],
            },
            {"thought": "d", "final_answer": "1"},
        ],
        channel="native",
        plan=True,
    ).run("g", sink)
    kinds = set()
    for event in sink.events:
        assert parse_event(event.model_dump_json()) == event
        kinds.add(event.type)
    assert kinds == {
        "run_started",
        "plan_made",
        "step_started",
        "model_replied",
        "tool_started",
        "tool_finished",
        "observation_delivered",
        "step_finished",
        "run_finished",
    }
