"""A real stdio MCP server for the tests of harness.tools.mcp.

Run as a script: `python mcp_server.py` (stdio), or `python mcp_server.py --http PORT` to
serve streamable HTTP at http://127.0.0.1:PORT/mcp. Each tool covers one case of the
mapping from MCP tools and results to harness tools and outputs.
"""

from __future__ import annotations

import os
import sys

import anyio
from mcp.server.mcpserver import Image, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, ToolAnnotations

server = MCPServer("loopglass-test")

PNG_BYTES = b"\x89PNG\r\n\x1a\n" + bytes(24)


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@server.tool(annotations=ToolAnnotations(destructive_hint=True, open_world_hint=True))
def delete_page(url: str) -> str:
    """Delete a page on a remote site (it only pretends to)."""
    return f"deleted {url}"


@server.tool()
def echo(text: str) -> str:
    """Echo the text back; it has no annotations."""
    return text


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def fail(reason: str) -> str:
    """Always fail with the reason, as an isError result."""
    raise ToolError(reason)


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
async def slow(seconds: float) -> str:
    """Sleep, then answer; the sleep is cancellable, so a cancelled call stops at once."""
    await anyio.sleep(seconds)
    return "awake"


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def picture() -> list[str | Image]:
    """A caption and a small PNG image."""
    return ["a tiny picture", Image(data=PNG_BYTES, format="png")]


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def stats() -> CallToolResult:
    """Only structured content, no text parts."""
    return CallToolResult(content=[], structured_content={"count": 3, "names": ["a", "b"]})


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def pid() -> int:
    """The server's process id, so a test can check the process is gone."""
    return os.getpid()


@server.tool(annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False))
def environment() -> list[str]:
    """The names of the variables in the server's environment."""
    return sorted(os.environ)


@server.tool()
def crash() -> str:
    """Exit the server process at once, mid-call."""
    os._exit(3)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--http"]:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run("stdio")
