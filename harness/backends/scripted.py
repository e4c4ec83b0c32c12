"""The scripted backend: plays a scenario's turns, the same way every time.

A scripted turn is written once and rendered for either channel: as ReAct
text, or as an assistant message with tool calls. A turn with several
calls is one native turn, and one ReAct turn per call.
"""

from __future__ import annotations

import json
import time
from string import Template
from typing import Any

from pydantic import BaseModel, ConfigDict

from harness.backends.base import (
    ModelError,
    ModelReply,
    ModelRequest,
    ToolCall,
    estimate_tokens,
    partial_text,
)

PIECE_SECONDS = 0.1
"""A scripted reply with a delay is told to `on_text` a piece every this many seconds, as
a model streams (at least MIN_PIECES pieces, at most one a character)."""
MIN_PIECES = 4


class ScriptedCall(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tool: str
    input: dict[str, Any] | None = None
    raw_input: str | None = None
    """Sent as written, for replies whose arguments must be malformed."""

    def arguments(self) -> str:
        return self.raw_input if self.raw_input is not None else json.dumps(self.input or {})


class ScriptedTurn(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    thought: str = ""
    tool: str | None = None
    """Shorthand for a single call, with `input` or `raw_input`."""
    input: dict[str, Any] | None = None
    raw_input: str | None = None
    calls: list[ScriptedCall] = []
    final_answer: str | None = None
    completion: str | None = None
    """The exact reply text (ReAct) or content (native), for replies no template makes."""

    def all_calls(self) -> list[ScriptedCall]:
        if self.tool is not None:
            return [ScriptedCall(tool=self.tool, input=self.input, raw_input=self.raw_input)]
        return list(self.calls)


class ScriptedModel:
    def __init__(
        self,
        turns: list[ScriptedTurn],
        *,
        plan: str | None = None,
        variables: dict[str, str] | None = None,
        name: str = "scripted",
        delay: float = 0.0,
    ) -> None:
        self._name = name
        self._delay = delay
        """Seconds each reply takes, so a demo run can be watched as it happens."""
        self._plan = plan
        self._variables = variables or {}
        self._react = [reply for turn in turns for reply in _react_replies(turn)]
        self._native = [_native_reply(turn, number) for number, turn in enumerate(turns)]

    @property
    def name(self) -> str:
        return self._name

    def generate(self, request: ModelRequest) -> ModelReply:
        if request.purpose == "plan":
            text, calls = self._plan or "", list[ToolCall]()
        else:
            script = self._react if request.prompt is not None else self._native
            if request.turn >= len(script):
                if self._delay:
                    time.sleep(self._delay)
                raise ModelError(
                    f"the script has {len(script)} turns; turn {request.turn} was asked for"
                )
            text, calls = script[request.turn]
        reply = self._reply(request, text, calls)
        self._tell(request, reply)
        return reply

    def _tell(self, request: ModelRequest, reply: ModelReply) -> None:
        """Take the delay, telling `on_text` the reply in pieces over it (once without)."""
        whole = partial_text(reply.text, [(c.name, c.arguments) for c in reply.tool_calls])
        pieces = 1
        if self._delay and whole:
            pieces = min(len(whole), max(MIN_PIECES, round(self._delay / PIECE_SECONDS)))
        for k in range(1, pieces + 1):
            if self._delay:
                time.sleep(self._delay / pieces)
            if request.on_text is not None and whole:
                request.on_text(whole[: len(whole) * k // pieces])

    def _reply(self, request: ModelRequest, text: str, calls: list[ToolCall]) -> ModelReply:
        text = self._fill(text)
        calls = [c.model_copy(update={"arguments": self._fill(c.arguments)}) for c in calls]
        return ModelReply(
            text=text,
            tool_calls=calls,
            tokens_in=_request_tokens(request),
            tokens_out=estimate_tokens(text) + sum(estimate_tokens(c.arguments) for c in calls),
        )

    def _fill(self, text: str) -> str:
        return Template(text).safe_substitute(self._variables) if "$" in text else text


def _react_replies(turn: ScriptedTurn) -> list[tuple[str, list[ToolCall]]]:
    if turn.completion is not None:
        return [(turn.completion, [])]
    if turn.final_answer is not None:
        return [(f" {turn.thought}\nFinal Answer: {turn.final_answer}", [])]
    return [
        (f" {turn.thought}\nAction: {call.tool}\nAction Input: {call.arguments()}", [])
        for call in turn.all_calls()
    ]


def _native_reply(turn: ScriptedTurn, number: int) -> tuple[str, list[ToolCall]]:
    calls = [
        ToolCall(id=f"call_{number}_{k}", name=call.tool, arguments=call.arguments())
        for k, call in enumerate(turn.all_calls())
    ]
    if turn.completion is not None:
        return turn.completion, calls
    if turn.final_answer is not None and not calls:
        return turn.final_answer, []
    return turn.thought, calls


def _request_tokens(request: ModelRequest) -> int:
    if request.prompt is not None:
        return estimate_tokens(request.prompt)
    return sum(estimate_tokens(str(m.get("content") or "")) for m in request.messages or [])
