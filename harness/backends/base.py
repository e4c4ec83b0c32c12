"""The model protocol every backend implements.

A backend gets one `ModelRequest` per generation and returns a `ModelReply`.
The ReAct channel sends a prompt string and reads `text`; the native channel
sends chat messages with tool specs and reads `text` and `tool_calls`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict

Message = dict[str, Any]
"""An OpenAI-style chat message."""

Purpose = Literal["step", "plan"]

OnText = Callable[[str], None]
"""Told the reply so far, each time it grows: its text, then each tool call so far as
`name(arguments so far)` on a line of its own. Progress only: the reply is what counts."""


class ModelError(Exception):
    """The backend could not produce a reply, after its own retries."""


class ToolCall(BaseModel):
    """A structured tool call, with its arguments as the raw JSON text the model wrote."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    arguments: str


class ModelReply(BaseModel):
    """One generation."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = ""
    tool_calls: list[ToolCall] = []
    tokens_in: int = 0
    tokens_out: int = 0


@dataclass(frozen=True, slots=True)
class ModelRequest:
    """What the loop asks of the model for one generation."""

    purpose: Purpose
    turn: int
    """0-based count of agent generations so far in this episode (the plan call is not one)."""
    prompt: str | None = None
    """ReAct: the whole prompt, ending in `\\nThought:`."""
    messages: list[Message] | None = None
    """Native: the conversation so far."""
    tools: list[dict[str, Any]] = field(default_factory=list)
    """Native: OpenAI function specs for the tools on offer."""
    stop: list[str] = field(default_factory=list)
    on_text: OnText | None = field(default=None, compare=False, repr=False)
    """Where a backend that streams says the reply so far (see `OnText`); a backend that
    does not may say it once, whole."""


def partial_text(text: str, calls: list[tuple[str, str]]) -> str:
    """What `OnText` is told: the text, then each (name, arguments) call on a line."""
    lines = [f"{name}({arguments})" for name, arguments in calls]
    return "\n".join([text, *lines]) if text and lines else text or "\n".join(lines)


class Model(Protocol):
    """Anything that turns a request into a reply."""

    @property
    def name(self) -> str: ...

    def generate(self, request: ModelRequest) -> ModelReply: ...


def sampling_of(model: Model) -> dict[str, Any]:
    """The sampling parameters a backend sends with every request (temperature,
    max_tokens), for the run's log; {} for a backend that has none (scripted, replay)."""
    sampling = getattr(model, "sampling", None)
    return dict(sampling) if isinstance(sampling, Mapping) else {}


def estimate_tokens(text: str) -> int:
    """A cheap, deterministic token count for backends that report none (about 4 chars each)."""
    return (len(text) + 3) // 4


def messages_tokens(messages: list[Message]) -> int:
    """A chat conversation's tokens, estimated: its messages' text and tool calls' arguments."""
    total = 0
    for message in messages:
        total += estimate_tokens(str(message.get("content") or ""))
        for call in message.get("tool_calls") or []:
            total += estimate_tokens(str(call.get("function", {}).get("arguments") or ""))
    return total
