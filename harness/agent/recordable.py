"""What a model's reply may hold that no event log can: made safe before it is recorded.

A reply is recorded (ModelReplied, StepFinished) before anything else happens with it,
and a run is resumed from those records, so whatever cannot be written as JSON text
(a lone surrogate, NaN, nesting past pydantic's limit) is caught here, once, for the
live loop and for resume alike.
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import Any

from harness.backends.base import ModelReply
from harness.chat.turns import Call, Decision

SURROGATE = re.compile("[\ud800-\udfff]")
"""A lone surrogate: JSON may spell one (`"\\ud800"`), but no UTF-8 text can hold it."""
MAX_ARGUMENT_DEPTH = 64
"""How deep a call's arguments may nest: the event log must hold every call, and pydantic
stops serialising at 255 levels, counting the events around the arguments."""


def readable(reply: ModelReply) -> ModelReply:
    """The reply with each lone surrogate made U+FFFD, so its events can be written."""
    texts = [reply.text, *(part for c in reply.tool_calls for part in (c.id, c.name, c.arguments))]
    if not any(SURROGATE.search(text) for text in texts):
        return reply
    calls = [
        c.model_copy(
            update={"id": _fffd(c.id), "name": _fffd(c.name), "arguments": _fffd(c.arguments)}
        )
        for c in reply.tool_calls
    ]
    return reply.model_copy(update={"text": _fffd(reply.text), "tool_calls": calls})


def _fffd(text: str) -> str:
    return SURROGATE.sub("\ufffd", text)


def recordable(decision: Decision) -> Decision:
    """The decision with each call whose arguments no event log could hold made a call
    that could not be read, so the model is told why, as for malformed JSON."""
    return dataclasses.replace(decision, calls=[_recordable(call) for call in decision.calls])


def _recordable(call: Call) -> Call:
    problem = None if call.action is None else argument_problem(call.action.arguments)
    if call.action is None or problem is None:
        return call
    return Call(call.call_id, None, f"arguments of {call.action.tool}: {problem}")


def argument_problem(arguments: dict[str, Any]) -> str | None:
    """Why these parsed arguments cannot be recorded, or None. Python's JSON reader takes
    what JSON itself has no text for: a lone surrogate, NaN or Infinity (also 1e999)."""
    pending: list[tuple[Any, int]] = [(arguments, 1)]
    while pending:  # a loop, not recursion: the arguments may nest 900 levels deep
        value, depth = pending.pop()
        if depth > MAX_ARGUMENT_DEPTH:
            return f"nested more than {MAX_ARGUMENT_DEPTH} levels deep; send flatter JSON"
        if isinstance(value, dict):
            pending += [(key, depth) for key in value]
            pending += [(item, depth + 1) for item in value.values()]
        elif isinstance(value, list):
            pending += [(item, depth + 1) for item in value]
        elif isinstance(value, str) and SURROGATE.search(value):
            return "a string holds a lone surrogate (such as \\ud800), which is not valid text"
        elif isinstance(value, float) and not math.isfinite(value):
            return "a number is NaN or infinite, which JSON cannot hold; send a finite number"
    return None
