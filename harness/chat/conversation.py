"""Opening a run's transcript: the loop does it live, the export again from the run's log.

Both go through `open_transcript`, so the request an export rebuilds for a
model call is the one the model was sent, byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable

from harness.agent.shapes import Plan
from harness.backends.base import Message
from harness.chat import native, prompts, react
from harness.chat.prompts import Offered
from harness.chat.turns import Transcript
from harness.config import AgentConfig


def open_transcript(
    config: AgentConfig,
    goal: str,
    plan: Plan | None,
    tools: Iterable[Offered],
    history: list[Message],
) -> Transcript:
    """The transcript of a run's first request: instructions, tools, goal and plan."""
    if config.channel == "react":
        header = prompts.react_header(goal, tools, plan, config.instructions)
        return react.ReactTranscript(header, prompt_cap(config))
    return native.NativeTranscript(
        prompts.native_system(config.instructions),
        prompts.native_user(goal, plan),
        [prompts.function_spec(item) for item in tools],
        history,
    )


def prompt_cap(config: AgentConfig) -> int | None:
    """ReAct's cap on the transcript, leaving room for a standing block after it."""
    cap = config.max_prompt_chars
    if cap is None or config.reinforcement != "standing":
        return cap
    return max(cap - config.reinforcement_chars - 2, cap // 2)
