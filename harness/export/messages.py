"""A model request as the GenAI conventions' input attributes, which Phoenix and Langfuse show.

`gen_ai.system_instructions` holds the system prompt, `gen_ai.input.messages` the
conversation in the conventions' JSON message shape (text, `tool_call` and
`tool_call_response` parts), `gen_ai.tool.definitions` the tools offered. A
ReAct request is one user message, its prompt. Each text part is bounded like
any attribute, and the conversation as a whole by `max_input_chars`: past it, the
oldest turns after the goal give way to one message saying how many were left out
(the run's page has them all).
"""

from __future__ import annotations

import json
from typing import Any

from harness.backends.base import Message, ModelRequest
from harness.export.attributes import Attributes, ExportOptions, bounded
from harness.output.redact import redact_string

NOTICE_CHARS = 160
"""Room for the message that says how many messages were left out."""
Part = dict[str, Any]
ConventionMessage = dict[str, Any]


def request_attributes(
    request: ModelRequest, options: ExportOptions, opening: int = 0
) -> Attributes:
    """The input of one model call; nothing when the export leaves text out. `opening`:
    how many messages the conversation began with (system, history, the goal: the last
    of them is kept whatever the cap)."""
    if not options.content:
        return {}
    attributes: Attributes = {}
    if request.prompt is not None:
        prompt = _cut_middle(request.prompt, options.max_input_chars)
        messages = [{"role": "user", "parts": [{"type": "text", "content": prompt}]}]
        attributes["gen_ai.input.messages"] = _json(messages)
    else:
        system, conversation = _split_system(request.messages or [])
        if system:
            attributes["gen_ai.system_instructions"] = _json(_text_parts(system, options))
        goal = max(opening - 1 - len(system), 0)
        converted = [_message(m, options) for m in conversation]
        kept, omitted = _fitted(converted, goal, options.max_input_chars)
        attributes["gen_ai.input.messages"] = _json(kept)
        if omitted:
            attributes["loopglass.input.omitted_messages"] = omitted
    if request.tools:
        attributes["gen_ai.tool.definitions"] = _json([_definition(t) for t in request.tools])
    if request.stop:
        attributes["gen_ai.request.stop_sequences"] = list(request.stop)
    return attributes


def _split_system(messages: list[Message]) -> tuple[list[str], list[Message]]:
    """The leading system messages' texts, and the conversation after them."""
    count = 0
    while count < len(messages) and messages[count].get("role") == "system":
        count += 1
    return [_content(m) for m in messages[:count]], messages[count:]


def _message(message: Message, options: ExportOptions) -> ConventionMessage:
    """An OpenAI-style chat message in the conventions' shape."""
    role = str(message.get("role", "user"))
    if role == "tool":
        response = bounded(_content(message), options.max_chars)
        part: Part = {"type": "tool_call_response", "response": response}
        if message.get("tool_call_id"):
            part["id"] = str(message["tool_call_id"])
        return {"role": "tool", "parts": [part]}
    parts = _text_parts([_content(message)], options) if _content(message) else []
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        request: Part = {"type": "tool_call", "name": str(function.get("name", ""))}
        if call.get("id"):
            request["id"] = str(call["id"])
        request["arguments"] = bounded(str(function.get("arguments", "")), options.max_chars)
        parts.append(request)
    if not parts:  # an empty reply: a message of no text, not a message of no parts
        parts = [{"type": "text", "content": ""}]
    return {"role": role if role in ("system", "user", "assistant") else "user", "parts": parts}


def _content(message: Message) -> str:
    """A message's text: a string, or the text items of a list of content parts."""
    content = message.get("content")
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _text_parts(texts: list[str], options: ExportOptions) -> list[Part]:
    return [{"type": "text", "content": bounded(text, options.max_chars)} for text in texts]


def _definition(spec: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI function spec as the conventions' tool definition."""
    function = spec.get("function") or {}
    return {
        "type": "function",
        "name": str(function.get("name", "")),
        "description": str(function.get("description", "")),
        "parameters": function.get("parameters") or {},
    }


def _fitted(
    messages: list[ConventionMessage], goal: int, limit: int
) -> tuple[list[ConventionMessage], int]:
    """The goal (`messages[goal]`) and the newest messages after it that fit in `limit`
    characters, a notice standing where the others were left out; and how many were.

    The kept tail never starts with a tool result: it reaches back to the call (the cap
    is then passed by what that takes)."""
    sizes = [len(_json([m])) for m in messages]
    if sum(sizes) <= limit or goal >= len(messages) - 1:
        return messages, 0
    budget = limit - sizes[goal] - NOTICE_CHARS
    first = len(messages) - 1  # the newest message stays, whatever its size
    budget -= sizes[first]
    while first - 1 > goal and sizes[first - 1] <= budget:
        budget -= sizes[first - 1]
        first -= 1
    while first - 1 > goal and messages[first]["role"] == "tool":
        first -= 1  # back to the call the results answer, over the budget if need be
    omitted = first - 1  # all but the goal and the tail
    if omitted == 0:
        return messages, 0
    notice = f"[{omitted} earlier messages left out to fit the export; the run's page has them]"
    gap = {"role": "user", "parts": [{"type": "text", "content": notice}]}
    return [messages[goal], gap, *messages[first:]], omitted


def _cut_middle(text: str, limit: int) -> str:
    """The text, or its start and its end (where the newest observations are) with a
    notice of what was cut between them."""
    text = redact_string(text)
    if len(text) <= limit:
        return text
    head = limit // 4
    tail = limit - head
    cut = len(text) - head - tail
    end = text[len(text) - tail :]
    return f"{text[:head]}\n[… {cut} chars left out to fit the export …]\n{end}"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
