"""Plan-and-Solve: ask for a numbered plan before the first step.

The plan is a soft prior: it is shown in the prompt and emitted as an event,
and the model may depart from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from harness.agent.shapes import Channel, Plan
from harness.backends.base import ModelRequest
from harness.chat.prompts import Offered, tool_lines

MAX_PLAN_STEPS = 12
_NUMBERED = re.compile(r"^[ \t]*(?:\d+)[.)][ \t]+(.+?)[ \t]*$", re.MULTILINE)

PLAN_INSTRUCTIONS = (
    "Before acting, write a short plan to reach the goal: a numbered list, "
    "one step per line ('1. ...'), at most 7 steps, and nothing else."
)


def extract_plan(goal: str, text: str) -> Plan:
    """The numbered lines of `text`, in order; an unnumbered reply gives an empty plan."""
    steps = [m.group(1) for m in _NUMBERED.finditer(text)][:MAX_PLAN_STEPS]
    return Plan(goal=goal, steps=steps)


def plan_request(channel: Channel, goal: str, tools: Iterable[Offered]) -> ModelRequest:
    context = f"Tools:\n{tool_lines(tools)}\n\nGoal: {goal}\n\n{PLAN_INSTRUCTIONS}"
    if channel == "react":
        return ModelRequest(purpose="plan", turn=0, prompt=f"{context}\nPlan:\n")
    messages = [{"role": "user", "content": context}]
    return ModelRequest(purpose="plan", turn=0, messages=messages)
