"""A cancel stops a model call or a tool call in progress, not only between steps.

Tried: an Agent whose model is a real HTTP server that answers after 30 s (with retries
left), and one whose command sleeps for 30 s; the cancel flag is raised 0.5 s in.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from harness import Agent, AgentConfig
from harness.agent.cancel import until_cancelled
from harness.agent.stop import StopRun
from harness.backends.openai_compat import OpenAICompatModel
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import make_agent
from tests.harness.openai_server import OpenAIServer, Reply

SLEEP = {"thought": "wait", "tool": "run_command", "input": {"argv": ["sleep", "30"]}}
BOUND = 10.0
"""Far more than a cancel takes (about a second), for a busy machine."""


def cancel_in(seconds: float) -> threading.Event:
    flag = threading.Event()
    threading.Timer(seconds, flag.set).start()
    return flag


def test_a_cancel_gives_up_a_model_call_that_waits_for_its_reply(workspace: Path) -> None:
    with OpenAIServer() as server:
        server.script(*[Reply(text="late", delay=30.0) for _ in range(4)])
        model = OpenAICompatModel(base_url=server.base_url, model="m", timeout=20, max_retries=3)
        agent = Agent(
            model=model,
            tools=builtin_registry().only(["calculator"]),
            context=ToolContext(workspace=workspace),
            config=AgentConfig(channel="native"),
            cancel_check=cancel_in(0.5).is_set,
        )
        started = time.monotonic()
        result = agent.run("add")
        took = time.monotonic() - started
        time.sleep(0.5)  # a retry would go out now, were the call not abandoned

        assert result.stopped_reason == "cancelled", result.error
        assert took < BOUND
        assert len(server.received) == 1


def test_a_cancel_kills_the_command_in_progress_and_records_its_step(workspace: Path) -> None:
    agent = make_agent(workspace, [SLEEP, {"final_answer": "never"}], tools=["run_command"])
    agent.cancel_check = cancel_in(0.5).is_set
    sink = ListSink()
    started = time.monotonic()

    result = agent.run("wait", sink)

    assert time.monotonic() - started < BOUND
    assert result.stopped_reason == "cancelled"
    assert len(result.steps) == 1
    observation = result.steps[0].observation
    assert observation is not None and observation.is_error
    assert "[the run was cancelled; the process was killed]" in observation.output


def test_a_call_that_ends_before_any_cancel_is_returned_and_its_error_raised() -> None:
    never = threading.Event().is_set
    assert until_cancelled(lambda: 42, never) == 42

    def fail() -> Any:
        raise ValueError("the call's own error")

    try:
        until_cancelled(fail, never)
    except ValueError as exc:
        assert str(exc) == "the call's own error"
    else:
        raise AssertionError("the error was swallowed")


def test_a_call_that_ignores_the_cancel_is_left_behind() -> None:
    gave_up = threading.Event()
    started = time.monotonic()
    try:
        until_cancelled(
            lambda: time.sleep(30), cancel_in(0.2).is_set, give_up=gave_up.set, grace=0.5
        )
    except StopRun as stop:
        assert stop.reason == "cancelled"
    else:
        raise AssertionError("no StopRun")
    assert gave_up.is_set()
    assert time.monotonic() - started < BOUND
