"""What a channel makes of one model reply, and the transcript protocol both channels share."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from harness.agent.shapes import Action, AgentStep
from harness.backends.base import ModelReply, ModelRequest


@dataclass(frozen=True, slots=True)
class Call:
    """One tool call of a reply; `action` is None when its arguments could not be read."""

    call_id: str
    action: Action | None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A reply, read: tool calls, a final answer, or why it could not be used."""

    thought: str
    calls: list[Call]
    final_answer: str | None
    parse_error: str | None


class Transcript(Protocol):
    """The conversation a channel keeps; it only ever grows.

    A standing reinforcement block is not part of it: each request shows the
    current one after the conversation, and the next request replaces it.
    """

    def request(self, turn: int, standing: str = "") -> ModelRequest:
        """The request for `turn`; `standing` is shown at its end, in this request only."""
        ...

    def interpret(self, reply: ModelReply, index: int) -> Decision: ...

    def add_step(self, step: AgentStep, reply: ModelReply | None) -> None:
        """Append a finished step; `reply` is given with the first step of its turn."""
        ...


def json_object(text: str) -> tuple[dict[str, Any] | None, str]:
    """Parse `text` as one JSON object, or say what is wrong with it."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return None, f"not valid JSON ({exc}); it must be one JSON object"
    if not isinstance(value, dict):
        return None, f"must be a JSON object, not a JSON {_json_type(value)}"
    return value, ""


def _json_type(value: object) -> str:
    names = {list: "array", str: "string", bool: "boolean", int: "number", float: "number"}
    return "null" if value is None else names.get(type(value), type(value).__name__)
