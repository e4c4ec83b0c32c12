"""Tools from a real MCP server process (tests/harness/mcp_server.py), no mocks."""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from harness.agent.loop import Agent
from harness.agent.shapes import Action, Channel
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.tools.base import ToolContext
from harness.tools.mcp import McpServer, McpServerError
from harness.tools.registry import ToolRegistry
from harness.tools.sandbox import Sandbox

pytestmark = pytest.mark.timeout(60)

SERVER = str(Path(__file__).with_name("mcp_server.py"))
COMMAND = [sys.executable, SERVER]
SANDBOX = Sandbox(readable=(Path(__file__).parent,))
"""The server runs sandboxed: its folder must be readable there."""


@pytest.fixture(scope="module")
def server() -> Iterator[McpServer]:
    with McpServer(COMMAND, sandbox=SANDBOX) as running:
        yield running


@pytest.fixture(scope="module")
def registry(server: McpServer) -> ToolRegistry:
    return ToolRegistry(server.tools())


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return ToolContext(workspace=tmp_path)


def _processes_with(marker: str) -> list[int]:
    """The host's processes whose command line has `marker` (the server's pid is the sandbox's)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker.encode() in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
        except OSError:  # it ended meanwhile
            continue
    return found


def test_it_lists_every_tool_with_its_schema(server: McpServer):
    tools = {t.name: t for t in server.tools()}
    assert {"add", "delete_page", "echo", "fail", "slow", "picture", "stats"} <= set(tools)
    add = tools["add"]
    assert add.description == "Add two integers."
    assert add.parameters["type"] == "object"
    assert add.parameters["required"] == ["a", "b"]
    assert add.parameters["properties"]["a"]["type"] == "integer"
    assert add.family == "mcp"
    assert add.timeout == 30.0
    for item in tools.values():
        Draft202012Validator.check_schema(item.parameters)


def test_it_maps_read_only_closed_world_annotations_to_read_and_internal(server: McpServer):
    add = next(t for t in server.tools() if t.name == "add")
    assert (add.effect, add.trust_lane) == ("read", "internal")
    assert add.metadata["annotations"] == {"readOnlyHint": True, "openWorldHint": False}
    assert add.metadata["destructive_hint"] is None


def test_it_maps_destructive_open_world_annotations_to_write_and_external(server: McpServer):
    delete = next(t for t in server.tools() if t.name == "delete_page")
    assert (delete.effect, delete.trust_lane) == ("write", "external-web")
    assert delete.metadata["destructive_hint"] is True
    assert delete.metadata["annotations"] == {"destructiveHint": True, "openWorldHint": True}


def test_it_treats_a_tool_without_annotations_as_write_and_external(server: McpServer):
    echo = next(t for t in server.tools() if t.name == "echo")
    assert (echo.effect, echo.trust_lane) == ("write", "external-web")
    assert echo.metadata["annotations"] == {}
    assert echo.metadata["destructive_hint"] is None


def test_it_calls_add_through_the_registry(registry: ToolRegistry, ctx: ToolContext):
    output = registry.execute(Action(tool="add", arguments={"a": 2, "b": 40}), ctx)
    assert not output.is_error
    assert output.decode() == "42"


def test_it_catches_a_schema_violation_before_the_server_is_called(
    server: McpServer, registry: ToolRegistry, ctx: ToolContext
):
    output = registry.execute(Action(tool="add", arguments={"a": "two"}), ctx)
    assert output.is_error
    # The registry's own message; the server words its validation errors differently.
    assert output.decode().startswith("invalid arguments for add:")
    assert "Error executing tool" in server.call("add", {"a": "two"}).decode()


def test_it_turns_an_is_error_result_into_an_error_output(registry: ToolRegistry, ctx: ToolContext):
    output = registry.execute(Action(tool="fail", arguments={"reason": "disk on fire"}), ctx)
    assert output.is_error
    assert "disk on fire" in output.decode()


def test_it_describes_parts_that_are_not_text(registry: ToolRegistry, ctx: ToolContext):
    output = registry.execute(Action(tool="picture"), ctx)
    assert output.decode() == "a tiny picture\n[image: image/png, 32 bytes]"


def test_it_gives_structured_content_as_json_when_there_is_no_text(
    registry: ToolRegistry, ctx: ToolContext
):
    output = registry.execute(Action(tool="stats"), ctx)
    assert json.loads(output.decode()) == {"count": 3, "names": ["a", "b"]}


def test_it_prefixes_tool_names(ctx: ToolContext):
    with McpServer(COMMAND, prefix="fs_", sandbox=SANDBOX) as server:
        tools = {t.name: t for t in server.tools()}
        assert "fs_add" in tools
        assert tools["fs_add"].metadata["mcp_tool"] == "add"
        registry = ToolRegistry(tools.values())
        output = registry.execute(Action(tool="fs_add", arguments={"a": 1, "b": 2}), ctx)
        assert output.decode() == "3"


def test_it_times_out_a_slow_tool_as_an_error_output(ctx: ToolContext):
    with McpServer(COMMAND, timeout=0.5, sandbox=SANDBOX) as server:
        registry = ToolRegistry(server.tools())
        started = time.monotonic()
        output = registry.execute(Action(tool="slow", arguments={"seconds": 30}), ctx)
        assert time.monotonic() - started < 3
        assert output.is_error
        assert "timed out" in output.decode()
        # The session survives the timeout.
        assert registry.execute(Action(tool="add", arguments={"a": 1, "b": 1}), ctx).decode() == "2"


def test_a_cancel_gives_up_a_slow_call_at_once_and_the_session_survives(ctx: ToolContext):
    """Tried: the run cancelled 0.3 s into a 30 s call, with a 60 s tool timeout."""
    with McpServer(COMMAND, timeout=60, sandbox=SANDBOX) as server:
        registry = ToolRegistry(server.tools())
        threading.Timer(0.3, ctx.cancelled.set).start()
        started = time.monotonic()
        output = registry.execute(Action(tool="slow", arguments={"seconds": 30}), ctx)
        assert time.monotonic() - started < 5, "given up well before the call's 30 s"
        assert output.is_error and "cancelled" in output.decode()
        ctx.cancelled.clear()
        assert registry.execute(Action(tool="add", arguments={"a": 1, "b": 1}), ctx).decode() == "2"


def test_it_stops_the_server_process_when_the_context_exits(ctx: ToolContext):
    marker = f"--marker-{os.getpid()}-{time.monotonic_ns()}"
    with McpServer([*COMMAND, marker], sandbox=SANDBOX) as server:
        registry = ToolRegistry(server.tools())
        assert _processes_with(marker), "bwrap and the server, under the marker"
        started = time.monotonic()
    assert time.monotonic() - started < 5
    assert _processes_with(marker) == []
    output = registry.execute(Action(tool="add", arguments={"a": 1, "b": 1}), ctx)
    assert output.is_error
    assert "not running" in output.decode()


def test_it_runs_the_server_in_the_sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("LOOPGLASS_CANARY", "worker-only")
    probe = (
        "import os, pathlib, sys; "
        "sys.exit(repr([os.getuid() != 0, sorted(os.environ), os.getcwd(), "
        f"pathlib.Path({str(Path(__file__).parents[2])!r}, 'pyproject.toml').exists()]))"
    )
    with pytest.raises(McpServerError, match="exited") as caught:
        McpServer([sys.executable, "-c", probe], env={"TOKEN": "t"}, cwd=tmp_path).start()
    names = ["HOME", "LANG", "PATH", "PWD", "PYTHONDONTWRITEBYTECODE", "TMPDIR", "TOKEN"]
    assert repr([True, names, str(tmp_path), False]) in str(caught.value)


def test_it_reports_a_program_that_does_not_exist():
    with pytest.raises(McpServerError, match="no such program: '/no/such/mcp-server'"):
        McpServer(["/no/such/mcp-server"]).start()


def test_it_reports_a_server_that_exits_at_once():
    command = [sys.executable, "-c", "import sys; sys.exit('no config file')"]
    with pytest.raises(McpServerError, match="exited") as caught:
        McpServer(command).start()
    assert "no config file" in str(caught.value)


def test_it_gives_up_on_a_server_that_never_answers():
    command = [sys.executable, "-c", "import sys; sys.stdin.read()"]
    started = time.monotonic()
    with pytest.raises(McpServerError, match=r"no answer within 0\.5s"):
        McpServer(command, start_timeout=0.5).start()
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_runs_an_agent_with_tools_from_the_server(
    registry: ToolRegistry, workspace: Path, channel: Channel
):
    model = ScriptedModel(
        [
            ScriptedTurn(thought="Add them on the server.", tool="add", input={"a": 19, "b": 23}),
            ScriptedTurn(thought="The server said 42.", final_answer="19 + 23 = 42"),
        ]
    )
    agent = Agent(
        model=model,
        tools=registry,
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel=channel),
    )
    result = agent.run("What is 19 + 23?")
    assert result.stopped_reason == "final_answer"
    assert result.final_answer == "19 + 23 = 42"
    step = result.steps[0]
    assert step.action is not None
    assert step.action.tool == "add"
    assert step.observation is not None
    assert step.observation.output == "42"
    assert not step.observation.is_error
