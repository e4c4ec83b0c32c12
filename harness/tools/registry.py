"""The tool registry: lookup, argument validation and guarded execution.

Every way a call can fail comes back as an error ToolOutput whose message
tells the model what to do next; `execute` never raises.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Iterable, Iterator
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from harness.agent.shapes import Action
from harness.tools.base import Tool, ToolContext, ToolError, ToolOutput


@functools.lru_cache(maxsize=1024)
def _check_schema(schema: str) -> None:
    """Raise SchemaError if `schema` (as JSON) is no JSON Schema; each schema is checked once
    per process: a run's agent adds every tool again, and the check is most of its cost."""
    Draft202012Validator.check_schema(json.loads(schema))


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self._validators: dict[str, Draft202012Validator] = {}
        for item in tools:
            self.add(item)

    def add(self, item: Tool) -> None:
        _check_schema(json.dumps(item.parameters, sort_keys=True))
        self._tools[item.name] = item
        self._validators[item.name] = Draft202012Validator(item.parameters)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return sorted(self._tools)

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def only(self, names: Iterable[str]) -> ToolRegistry:
        """A registry with just the named tools; an unknown name is an error."""
        wanted = list(names)
        unknown = sorted(set(wanted) - set(self._tools))
        if unknown:
            raise KeyError(f"unknown tools {unknown}; known: {self.names()}")
        subset = ToolRegistry()
        for name in wanted:  # checked when they were added here; no need to check again
            subset._tools[name] = self._tools[name]
            subset._validators[name] = self._validators[name]
        return subset

    def check(self, action: Action) -> str | None:
        """Why `action` cannot run (unknown tool, bad arguments), or None when it can."""
        found = self._tools.get(action.tool)
        if found is None:
            return f"unknown tool {action.tool!r}; the tools are: {', '.join(self.names())}"
        error = best_match(self._validators[action.tool].iter_errors(action.arguments))
        if error is None:
            return None
        where = "/".join(str(part) for part in error.absolute_path) or "(arguments)"
        expected = _expected_schema(found.parameters, error.absolute_path)
        return (
            f"invalid arguments for {action.tool}: {where}: {error.message}; "
            f"expected {json.dumps(expected)}"
        )

    def execute(self, action: Action, ctx: ToolContext) -> ToolOutput:
        problem = self.check(action)
        if problem is not None:
            return ToolOutput.text(problem, is_error=True, from_harness=True)
        return run_with_timeout(self._tools[action.tool], action.arguments, ctx)


def _expected_schema(schema: dict[str, Any], path: Iterable[Any]) -> Any:
    parts = list(path)
    if parts and isinstance(parts[0], str):
        return schema.get("properties", {}).get(parts[0], schema)
    return {
        "required": schema.get("required", []),
        "properties": sorted(schema.get("properties", {})),
    }


def run_with_timeout(found: Tool, arguments: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    """Call the tool on a daemon thread and give up after its timeout.

    A thread cannot be killed, so a timed-out pure-Python tool may keep
    running in the background; tools that start processes pass the timeout
    on to the process, which is killed.
    """
    box: list[ToolOutput] = []

    def call() -> None:
        box.append(_call(found, arguments, ctx))

    worker = threading.Thread(target=call, name=f"tool-{found.name}", daemon=True)
    worker.start()
    worker.join(found.timeout)
    if not box:
        return ToolOutput.text(
            f"{found.name} timed out after {found.timeout:g}s; try a smaller request",
            is_error=True,
            from_harness=True,
        )
    return box[0]


def _call(found: Tool, arguments: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    try:
        result = found.fn(ctx, **arguments)
    except ToolError as exc:
        return ToolOutput.text(f"{found.name}: {exc}", is_error=True, from_harness=True)
    except Exception as exc:  # any failure of the tool becomes an observation
        message = f"{found.name} raised {type(exc).__name__}: {exc}"
        return ToolOutput.text(message, is_error=True, from_harness=True)
    return ToolOutput.text(result) if isinstance(result, str) else result
