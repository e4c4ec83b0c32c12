"""Real runs to export, and a real OTLP/HTTP receiver to export them to."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from harness import scenarios
from harness.reporting.events import Event
from harness.reporting.sinks import ListSink, Sink, TeeSink
from tests.export.receiver import Receiver, otlp_receiver

RUN_ID = "7"
ONE_TURN = Path(__file__).parent / "scenarios" / "one-turn.yaml"
"""A scenario whose model fails at its second call."""


def play(
    name: str, workspace: Path, *sinks: Sink, channel: str = "react", run_id: str = RUN_ID
) -> list[Event]:
    """The events of a shipped scenario played with real tools (only the model is scripted)."""
    scenario = scenarios.load(name)
    log = ListSink()
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(
            scenario, variables, workspace, config={"channel": channel}, run_id=run_id
        )
        agent.run(scenario.goal_text(variables), TeeSink(log, *sinks))
    return log.events


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    with otlp_receiver() as running:
        yield running


@pytest.fixture(scope="module")
def recovery(tmp_path_factory: pytest.TempPathFactory) -> list[Event]:
    """An unknown tool, malformed JSON, a schema error, then a calculation and an answer."""
    return play("recovery", tmp_path_factory.mktemp("recovery") / "ws", channel="native")


@pytest.fixture(scope="module")
def fixing(tmp_path_factory: pytest.TempPathFactory) -> list[Event]:
    """pytest fails (a tainted, cut packet), a read, a write, pytest passes, an answer."""
    return play("fix-failing-tests", tmp_path_factory.mktemp("fixing") / "ws")
