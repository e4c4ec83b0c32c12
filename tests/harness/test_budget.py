"""A run's cost and budget in the harness alone: prices per million tokens, and the check
before each model call that stops a run with `budget` instead of sending a prompt that would
take it past its max_cost.

What was tried: a budget the whole run fits in, one the second call would pass, one the
first prompt alone passes, one the plan call passes; both channels; a budget with no prices.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from harness.agent.budget import Prices, prompt_tokens
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.reporting.events import RunFinished
from harness.reporting.sinks import ListSink
from tests.harness.conftest import RecordingModel, make_agent

ADD = {"thought": "add", "tool": "calculator", "input": {"expression": "1 + 2"}}
DONE = {"thought": "done", "final_answer": "3"}
PRICES = Prices(price_in=Decimal("1.5"), price_out=Decimal("1000"))
"""Output dear, so one reply's tokens take the run past a budget its prompts fit in."""


def recorded_run(workspace: Path, channel: str, **config: Any) -> tuple[Any, RecordingModel]:
    agent = make_agent(workspace, [ADD, DONE], channel=channel, **config)
    model = RecordingModel(agent.model)
    agent.model = model
    return agent.run("add", ListSink()), model


def test_prices_are_per_million_tokens_and_exact() -> None:
    assert PRICES.cost(1_000_000, 0) == Decimal("1.5")
    assert PRICES.cost(12, 3) == Decimal("0.003018")  # 12 * 1.5 + 3 * 1000, per million
    assert Prices(price_in=Decimal("0.1"), price_out=Decimal("0.2")).cost(3, 3) == Decimal(
        "0.0000009"
    )


def test_a_prompt_is_estimated_as_the_backends_estimate_it(workspace: Path) -> None:
    _, model = recorded_run(workspace, "react")
    prompt = model.requests[0].prompt
    assert prompt_tokens(model.requests[0]) == (len(prompt) + 3) // 4


@pytest.mark.parametrize("channel", ["react", "native"])
def test_a_run_within_its_budget_ends_as_it_would_without(workspace: Path, channel: str) -> None:
    result, model = recorded_run(workspace, channel, prices=PRICES, max_cost=Decimal(100))
    assert result.stopped_reason == "final_answer" and result.final_answer == "3"
    assert len(model.requests) == 2


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_stops_before_the_call_that_would_pass_the_budget(workspace: Path, channel: str) -> None:
    free, seen = recorded_run(workspace, channel)
    first = PRICES.cost(prompt_tokens(seen.requests[0]), 0)
    step = free.steps[0]
    second = PRICES.cost(step.tokens_in, step.tokens_out) + PRICES.cost(
        prompt_tokens(seen.requests[1]), 0
    )
    budget = (first + second) / 2
    assert first < budget < second  # the first call fits, the second would not

    agent = make_agent(workspace, [ADD, DONE], channel=channel, prices=PRICES, max_cost=budget)
    model = RecordingModel(agent.model)
    agent.model = model
    sink = ListSink()
    result = agent.run("add", sink)

    assert result.stopped_reason == "budget"
    assert len(model.requests) == 1, "no request is sent past the budget"
    assert [s.action.tool if s.action else None for s in result.steps] == ["calculator"]
    finished = [e for e in sink.events if isinstance(e, RunFinished)]
    assert finished[0].stopped_reason == "budget"
    assert finished[0].error is not None and f"over its budget of ${budget}" in finished[0].error


def test_a_first_prompt_over_the_budget_is_never_sent(workspace: Path) -> None:
    result, model = recorded_run(workspace, "react", prices=PRICES, max_cost=Decimal("0.0000001"))
    assert result.stopped_reason == "budget" and result.steps == []
    assert model.requests == []


def test_the_plan_call_is_checked_too(workspace: Path) -> None:
    agent = make_agent(workspace, [ADD, DONE], plan=True, prices=PRICES, max_cost=Decimal("1e-7"))
    model = RecordingModel(ScriptedModel([ScriptedTurn(**ADD)], plan="1. add"))
    agent.model = model
    assert agent.run("add").stopped_reason == "budget"
    assert model.requests == []


def test_a_budget_without_prices_is_refused() -> None:
    with pytest.raises(ValidationError, match="needs the model's prices"):
        AgentConfig(max_cost=Decimal("0.05"))
    with pytest.raises(ValidationError, match="greater than 0"):
        AgentConfig(prices=PRICES, max_cost=Decimal(0))
    with pytest.raises(ValidationError, match="greater than or equal to 0"):
        Prices(price_in=Decimal(-1), price_out=Decimal(1))


def test_a_config_with_prices_goes_through_the_log_and_back() -> None:
    config = AgentConfig(prices=PRICES, max_cost=Decimal("0.05"))
    again = AgentConfig.model_validate(config.model_dump(mode="json"))
    assert again.prices == PRICES and again.max_cost == Decimal("0.05")
