"""A streamable-HTTP MCP server (tests/harness/mcp_server.py served over HTTP by the mcp
package, in a process of its own), reached by harness.tools.mcp's client: no mocks."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.agent.shapes import Action
from harness.tools.base import ToolContext
from harness.tools.mcp import McpServer, McpServerError
from harness.tools.registry import ToolRegistry
from tests.conftest import free_port, stop, wait_for_port

pytestmark = pytest.mark.timeout(60)

SERVER = str(Path(__file__).with_name("mcp_server.py"))


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, SERVER, "--http", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for_port(port, process, "the HTTP MCP server")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        stop(process)


def test_it_lists_and_calls_the_tools_of_a_streamable_http_server(url: str, tmp_path: Path) -> None:
    with McpServer(url=url, prefix="t__") as server:
        tools = {tool.name: tool for tool in server.tools()}
        assert server.name == "loopglass-test"
        add = tools["t__add"]
        assert (add.effect, add.trust_lane, add.family) == ("read", "internal", "mcp")
        assert add.metadata["mcp_tool"] == "add"
        registry = ToolRegistry(list(tools.values()))
        output = registry.execute(
            Action(tool="t__add", arguments={"a": 2, "b": 40}), ToolContext(workspace=tmp_path)
        )
        assert not output.is_error and output.decode() == "42"
        failed = registry.execute(
            Action(tool="t__fail", arguments={"reason": "disk on fire"}),
            ToolContext(workspace=tmp_path),
        )
        assert failed.is_error and "disk on fire" in failed.decode()
    with pytest.raises(McpServerError, match="is not running"):
        server.call("add", {"a": 1, "b": 1})


def test_a_url_nothing_answers_at_is_a_start_failure_naming_it() -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    with pytest.raises(McpServerError, match=f"could not start the MCP server {url}"):
        McpServer(url=url, start_timeout=5).start()


def test_it_takes_a_command_or_a_url_not_both() -> None:
    with pytest.raises(ValueError, match="a command"):
        McpServer(["x"], url="http://127.0.0.1:1/mcp")
    with pytest.raises(ValueError, match="a command"):
        McpServer()
