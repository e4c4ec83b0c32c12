"""Tools: the registry, the built-ins, and tools from MCP servers."""

from __future__ import annotations

from harness.tools.base import Tool, ToolContext, ToolError, ToolOutput, tool
from harness.tools.calculator import calculator
from harness.tools.files import list_dir, read_file, write_file
from harness.tools.process import run_command, run_tests
from harness.tools.registry import ToolRegistry
from harness.tools.web import http_fetch

BUILTINS: tuple[Tool, ...] = (
    list_dir,
    read_file,
    write_file,
    run_command,
    run_tests,
    http_fetch,
    calculator,
)


_BUILTIN_REGISTRY = ToolRegistry(BUILTINS)


def builtin_registry() -> ToolRegistry:
    """A fresh registry of the built-ins (their schemas are checked once, at import)."""
    return _BUILTIN_REGISTRY.only(t.name for t in BUILTINS)


__all__ = [
    "BUILTINS",
    "Tool",
    "ToolContext",
    "ToolError",
    "ToolOutput",
    "ToolRegistry",
    "builtin_registry",
    "tool",
]
