"""The ReAct text channel: the reply parser, the scratchpad and the prompt.

A prompt is the header, then one block per finished step, then `\\nThought:`.
Every block starts with `\\nThought:`, so the prompt of step N+1 begins with
the exact bytes of the prompt of step N (the transcript is append-only). The
one exception is the optional character cap, which replaces the oldest
observations with a notice when the prompt grows too long.

In the `standing` reinforcement mode the run-state block is a section of its
own just before the final `\\nThought:`: rendered afresh for each request and
never kept, so the transcript before it stays append-only.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from harness.agent.shapes import Action, AgentStep
from harness.backends.base import ModelReply, ModelRequest
from harness.chat.turns import Call, Decision, json_object

THOUGHT = "\nThought:"
STOP = ["\nObservation:"]
ECHO_LIMIT = 2000
"""How much of an unusable reply is echoed back into the prompt."""

_MARKER = re.compile(
    r"^(Thought|Action Input|Action|Observation|Final Answer):[ \t]*", re.MULTILINE
)
_FORMAT = (
    "reply with 'Action: <tool name>' and 'Action Input: <JSON object>' on lines of their own, "
    "or with 'Final Answer: <answer>'"
)


@dataclass(frozen=True, slots=True)
class ParsedStep:
    thought: str
    action: Action | None
    final_answer: str | None
    parse_error: str | None


def parse_react_step(text: str) -> ParsedStep:
    """Read one ReAct reply. Never raises: whatever is wrong becomes `parse_error`."""
    try:
        return _parse(text)
    except Exception as exc:  # the contract is "never raises", whatever the text
        return ParsedStep("", None, None, f"the reply could not be read ({type(exc).__name__})")


def _parse(text: str) -> ParsedStep:
    sections = _sections(text)
    first = _MARKER.search(text)
    leading = text[: first.start()].strip() if first else ""
    thought = sections.get("Thought", leading).strip()
    if not sections:
        return ParsedStep(
            text.strip(), None, None, f"no Thought/Action/Final Answer marker; {_FORMAT}"
        )
    if "Final Answer" in sections:
        return ParsedStep(thought, None, sections["Final Answer"].strip(), None)
    if "Action" not in sections:
        return ParsedStep(thought, None, None, f"no Action or Final Answer; {_FORMAT}")
    return _read_action(thought, sections["Action"], sections.get("Action Input"))


def _sections(text: str) -> dict[str, str]:
    """The text after each marker's first occurrence, up to the next marker."""
    found: dict[str, str] = {}
    matches = list(_MARKER.finditer(text))
    for i, match in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        found.setdefault(match.group(1), text[match.end() : end])
    return found


def _read_action(thought: str, name_text: str, input_text: str | None) -> ParsedStep:
    # The name must sit on the marker's own line: only [ \t]* was skipped after the colon.
    name = name_text.split("\n", 1)[0].strip()
    if not name:
        error = "'Action:' must name the tool on the same line"
        return ParsedStep(thought, None, None, error)
    if input_text is None:
        error = f"no 'Action Input:' after 'Action: {name}'; give a JSON object ({{}} for none)"
        return ParsedStep(thought, None, None, error)
    arguments, error = json_object(_strip_fence(input_text.strip()))
    if arguments is None:
        return ParsedStep(thought, None, None, f"Action Input for {name}: {error}")
    return ParsedStep(thought, Action(tool=name, arguments=arguments), None, None)


def _strip_fence(text: str) -> str:
    if text.startswith("```") and text.endswith("```") and "\n" in text:
        return text[text.index("\n") + 1 : -3].strip()
    return text


def interpret(reply: ModelReply, index: int) -> Decision:
    parsed = parse_react_step(reply.text)
    if parsed.action is None:
        return Decision(parsed.thought, [], parsed.final_answer, parsed.parse_error)
    return Decision(parsed.thought, [Call(f"call_{index}", parsed.action)], None, None)


class ReactTranscript:
    """The growing ReAct prompt."""

    def __init__(self, header: str, max_chars: int | None = None) -> None:
        self._header = header
        self._max_chars = max_chars
        self._blocks: list[tuple[str, str]] = []
        """(the block up to and including 'Observation: ', the observation text)"""
        self._dropped = 0
        self._body = header

    def request(self, turn: int, standing: str = "") -> ModelRequest:
        return ModelRequest(purpose="step", turn=turn, prompt=self.prompt(standing), stop=STOP)

    def prompt(self, standing: str = "") -> str:
        return self._body + standing_section(self._body, standing) + THOUGHT

    def interpret(self, reply: ModelReply, index: int) -> Decision:
        return interpret(reply, index)

    def add_step(self, step: AgentStep, reply: ModelReply | None) -> None:
        head, observation = _block(step)
        self._blocks.append((head, observation))
        self._body += head + observation
        if self._max_chars is not None and len(self._body) > self._max_chars:
            self._drop_oldest(self._max_chars * 3 // 4)

    def _drop_oldest(self, target: int) -> None:
        """Replace the oldest observations with a notice until the prompt is at 3/4 of the cap.

        Dropping to 3/4 rather than just under the cap keeps the next few
        prompts append-only again instead of rewriting on every step.
        """
        size = len(self._body)
        # The newest observation always stays: it is what the model must act on next.
        while self._dropped < len(self._blocks) - 1 and size > target:
            head, observation = self._blocks[self._dropped]
            notice = f"[observation dropped to fit the context: {len(observation)} chars]"
            if head.endswith("Observation: ") and len(observation) > len(notice):
                self._blocks[self._dropped] = (head, notice)
                size -= len(observation) - len(notice)
            self._dropped += 1
        self._body = self._header + "".join(h + o for h, o in self._blocks)


def as_written(step: AgentStep, reply: ModelReply | None) -> AgentStep:
    """A step read back from a log, with its arguments in the order the model wrote them
    in `reply`. PostgreSQL's jsonb reorders an object's keys, and a resumed or exported
    run must show the prompt it had, byte for byte; a reviewer's edit stays as edited.
    (A live step has them so already: the loop does not call this.)"""
    if reply is None or step.action is None:
        return step
    written = parse_react_step(reply.text).action
    if written is None or written != step.action:
        return step
    return step.model_copy(update={"action": written})


def standing_section(body: str, standing: str) -> str:
    """The standing block set off by a blank line from what comes before it."""
    if not standing:
        return ""
    return ("\n" if body.endswith("\n") else "\n\n") + standing


def _block(step: AgentStep) -> tuple[str, str]:
    delivered = step.delivered or ""
    if step.parse_error is not None:
        echo = step.completion
        if len(echo) > ECHO_LIMIT:
            echo = echo[:ECHO_LIMIT] + f"[... {len(echo) - ECHO_LIMIT} chars cut]"
        return f"{THOUGHT}{echo.rstrip()}\nObservation: ", delivered
    if step.final_answer is not None:
        return f"{THOUGHT} {step.thought}\nFinal Answer: {step.final_answer}", ""
    action = step.action or Action(tool="", arguments={})
    arguments = json.dumps(action.arguments)
    head = f"{THOUGHT} {step.thought}\nAction: {action.tool}\nAction Input: {arguments}"
    return head + "\nObservation: ", delivered
