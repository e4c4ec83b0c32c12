"""Plan-and-Solve: extraction from a numbered list, the prompt prior and the event."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.agent.loop import Agent
from harness.agent.planner import extract_plan
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.reporting.events import PlanMade, StepStarted
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import RecordingModel


def test_it_extracts_the_numbered_lines_in_order():
    text = (
        "Here is my plan:\n1. Run the tests\n2) Read the file  \n  3. Fix it\nThen done.\n- bullet"
    )
    plan = extract_plan("fix", text)
    assert plan.goal == "fix"
    assert plan.steps == ["Run the tests", "Read the file", "Fix it"]


def test_it_gives_an_empty_plan_for_an_unnumbered_reply():
    assert extract_plan("g", "I will just do it.").steps == []


def test_it_keeps_at_most_twelve_steps():
    text = "\n".join(f"{n}. step {n}" for n in range(1, 30))
    assert len(extract_plan("g", text).steps) == 12


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_asks_for_a_plan_first_and_shows_it_as_a_soft_prior(workspace: Path, channel: str):
    model = RecordingModel(
        ScriptedModel([ScriptedTurn(thought="done", final_answer="ok")], plan="1. Look\n2. Answer")
    )
    sink = ListSink()
    agent = Agent(
        model=model,
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel=channel, plan=True),
    )
    result = agent.run("say ok", sink)
    assert result.plan is not None and result.plan.steps == ["Look", "Answer"]
    assert [r.purpose for r in model.requests] == ["plan", "step"]
    assert model.requests[0].tools == [], "no tools are offered for the plan"
    step_request = model.requests[1]
    text = step_request.prompt if channel == "react" else step_request.messages[-1]["content"]
    assert (
        "Plan (a guide, not a rule; revise it when the observations say so):\n1. Look\n2. Answer"
        in text
    )
    made = [e for e in sink.events if isinstance(e, PlanMade)]
    assert len(made) == 1 and made[0].plan == result.plan
    assert sink.events.index(made[0]) < next(
        i for i, e in enumerate(sink.events) if isinstance(e, StepStarted)
    )
    assert result.metadata["turns"] == 1, "the plan call is not a turn"


def test_it_makes_no_plan_unless_asked(workspace: Path):
    model = RecordingModel(ScriptedModel([ScriptedTurn(final_answer="ok")], plan="1. x"))
    agent = Agent(model=model, tools=builtin_registry(), context=ToolContext(workspace=workspace))
    result = agent.run("say ok")
    assert result.plan is None
    assert "Plan" not in model.requests[0].prompt
