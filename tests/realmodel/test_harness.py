"""The harness alone against a real model: SmolLM2-135M served by llama.cpp.

The model is weak, so a GBNF grammar (tests/realmodel/data/react_step.gbnf, sent in the
backend's `extra_body`) holds each reply to a valid ReAct step over a fixed tool list.
What is checked is the plumbing: the real tools ran on the reply (run_command in the
bubblewrap sandbox), each left an observation and a packet, and the tokens counted are
the ones the server reported (read from its replies by a proxy in between).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from harness.agent.loop import Agent
from harness.agent.shapes import AgentRunResult
from harness.backends.base import ModelRequest
from harness.backends.constraint import ToolConstraint
from harness.backends.openai_compat import OpenAICompatModel
from harness.chat.native import interpret as native_interpret
from harness.chat.react import interpret as react_interpret
from harness.config import AgentConfig
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.realmodel.server import MODEL, ModelServer, Proxy, grammar

TOOLS = ["list_dir", "read_file", "run_command"]
FILES = ["notes.txt", "hello.py"]


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "ws"
    folder.mkdir()
    (folder / "notes.txt").write_text("the answer is 42\n")
    (folder / "hello.py").write_text("print('hello')\n")
    return folder


def run_agent(
    base_url: str, workspace: Path, goal: str, rules: str, max_steps: int = 1
) -> AgentRunResult:
    model = OpenAICompatModel(
        base_url=base_url,
        model=MODEL,
        timeout=180,
        max_retries=0,
        max_tokens=80,
        extra_body={"grammar": rules},
    )
    agent = Agent(
        model=model,
        tools=builtin_registry().only(TOOLS),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel="react", max_steps=max_steps),
    )
    return agent.run(goal, ListSink())


@pytest.mark.parametrize(
    ("action", "tool", "goal"),
    [
        ("list-dir", "list_dir", "List the files of the workspace."),
        ("read-file", "read_file", "Read notes.txt."),
        ("run-command", "run_command", "Run cat on notes.txt."),
    ],
)
def test_the_real_model_calls_a_real_tool(
    model_server: ModelServer, workspace: Path, action: str, tool: str, goal: str
) -> None:
    rules = grammar(action, names=FILES, programs=["ls", "cat", "wc"])
    with Proxy(model_server.port) as proxy:
        result = run_agent(proxy.base_url, workspace, goal, rules)

    step = result.steps[0]
    assert step.parse_error is None, step.completion
    assert step.action is not None and step.action.tool == tool
    assert step.observation is not None and step.observation.output.strip()
    assert not step.observation.is_error, step.observation.output
    assert step.packet is not None
    if tool == "list_dir":
        assert "notes.txt" in step.observation.output
    elif tool == "read_file":
        name = step.action.arguments["path"]
        assert (workspace / name).read_text().strip() in step.observation.output
    else:  # ran in the sandbox, on the workspace: its output is the file's or the listing
        argv = step.action.arguments["argv"]
        output = step.observation.output
        assert argv[0] in ("ls", "cat", "wc")
        assert any(seen in output for seen in ("notes.txt", "hello.py", "42", "hello"))
    usages = proxy.usages()
    assert len(usages) == 1, "one generation, one reply"
    assert (step.tokens_in, step.tokens_out) == (
        usages[0].prompt_tokens,
        usages[0].completion_tokens,
    )
    assert step.tokens_in > 100 and step.tokens_out > 0


def test_every_reply_under_the_grammar_is_a_step_the_harness_takes(
    model_server: ModelServer, workspace: Path
) -> None:
    rules = grammar(names=FILES, programs=["ls", "cat"])
    with Proxy(model_server.port) as proxy:
        result = run_agent(proxy.base_url, workspace, "What is in notes.txt?", rules, 2)

    assert result.stopped_reason in ("final_answer", "max_steps", "duplicate_action")
    for step in result.steps:
        assert step.parse_error is None, step.completion
        if step.action is not None:
            assert step.action.tool in TOOLS and step.observation is not None
            assert step.packet is not None
        else:
            assert step.final_answer
    usages = proxy.usages()
    assert len(usages) == len(result.steps)
    assert sum(s.tokens_in for s in result.steps) == sum(u.prompt_tokens for u in usages)
    assert sum(s.tokens_out for s in result.steps) == sum(u.completion_tokens for u in usages)


@pytest.mark.parametrize("channel", ["react", "native"])
def test_llama_cpp_takes_the_constraint_of_every_tool(
    model_server: ModelServer, workspace: Path, channel: str
) -> None:
    """llama.cpp parses the GBNF and the JSON schema built from every shipped tool, the
    real mcp-server-time's tools and the schemas of tests/harness/test_constraint.py (its
    own parser, not llguidance's: a rule it could not read is an HTTP 400), and every
    reply it writes under them is a valid step over those tools."""
    from tests.harness.test_constraint import SCHEMAS, SPECS

    model = OpenAICompatModel(
        base_url=model_server.base_url,
        model=MODEL,
        timeout=180,
        max_retries=0,
        max_tokens=60,
        react_api="completions",
        constraint=ToolConstraint("llama.cpp", SPECS),
    )
    for goal in ("What time is it in Tokyo?", "Read README.md.", "Compute 3 * 7."):
        if channel == "react":
            request = ModelRequest(purpose="step", turn=0, prompt=f"Goal: {goal}\nThought:")
        else:
            request = ModelRequest(
                purpose="step", turn=0, messages=[{"role": "user", "content": goal}], tools=SPECS
            )
        reply = model.generate(request)
        decision = react_interpret(reply, 0) if channel == "react" else native_interpret(reply)
        for call in decision.calls:
            if call.action is None:  # cut at max_tokens mid-call: unreadable, never wrong
                continue
            assert call.action.tool in SCHEMAS, reply
            assert Draft202012Validator(SCHEMAS[call.action.tool]).is_valid(call.action.arguments)
