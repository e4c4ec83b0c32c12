"""The native tool-calling channel: OpenAI-style messages with `tool_calls`.

The assistant message of a turn goes in with the first finished step of
that turn; each tool call then gets a `tool` message with its observation,
in the order the model made the calls. In the `standing` reinforcement mode a
request ends with one more user message, the run-state block, which is not
kept: the next request has the next block in its place.
"""

from __future__ import annotations

from typing import Any

from harness.agent.shapes import Action, AgentStep
from harness.backends.base import Message, ModelReply, ModelRequest
from harness.chat.turns import Call, Decision, json_object

NO_REPLY = "the reply had no tool call and no text; call a tool, or reply with the final answer"


def interpret(reply: ModelReply) -> Decision:
    thought = reply.text.strip()
    if reply.tool_calls:
        calls = []
        for tc in reply.tool_calls:
            arguments, error = json_object(tc.arguments or "{}")
            if arguments is None:
                calls.append(Call(tc.id, None, f"arguments of {tc.name}: {error}"))
            else:
                calls.append(Call(tc.id, Action(tool=tc.name, arguments=arguments)))
        return Decision(thought, calls, None, None)
    if thought:
        return Decision("", [], thought, None)
    return Decision("", [], None, NO_REPLY)


def assistant_message(reply: ModelReply) -> Message:
    message: Message = {"role": "assistant", "content": reply.text}
    if reply.tool_calls:
        message["content"] = reply.text or None
        message["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls
        ]
    return message


class NativeTranscript:
    def __init__(
        self, system: str, user: str, tools: list[dict[str, Any]], history: list[Message]
    ) -> None:
        starts_with_system = bool(history) and history[0].get("role") == "system"
        opening = [] if starts_with_system else [{"role": "system", "content": system}]
        self.messages: list[Message] = [*opening, *history, {"role": "user", "content": user}]
        self._tools = tools

    def request(self, turn: int, standing: str = "") -> ModelRequest:
        extra: list[Message] = [{"role": "user", "content": standing}] if standing else []
        return ModelRequest(
            purpose="step", turn=turn, messages=[*self.messages, *extra], tools=self._tools
        )

    def interpret(self, reply: ModelReply, index: int) -> Decision:
        return interpret(reply)

    def add_step(self, step: AgentStep, reply: ModelReply | None) -> None:
        if reply is not None:
            self.messages.append(assistant_message(reply))
        if step.observation is None:
            return
        if step.call_id:
            self.messages.append(
                {"role": "tool", "tool_call_id": step.call_id, "content": step.delivered}
            )
        else:  # a reply that could not be used: say why, as the user
            self.messages.append({"role": "user", "content": step.delivered})
