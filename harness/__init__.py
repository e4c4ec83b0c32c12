"""loopglass's agent harness: a pure-Python library for ReAct and native tool-calling runs.

It never imports Django; the dashboard plugs into it through the sink, the
reducer, the reinforcer and the pause hook.
"""

from __future__ import annotations

from harness.agent.loop import Agent
from harness.agent.shapes import Action, AgentRunResult, AgentStep, Observation, Plan
from harness.chat.react import ParsedStep, parse_react_step
from harness.config import AgentConfig
from harness.gate.pause import PauseRequest, Resolution
from harness.reporting.sinks import JsonlSink, ListSink, read_jsonl

__all__ = [
    "Action",
    "Agent",
    "AgentConfig",
    "AgentRunResult",
    "AgentStep",
    "JsonlSink",
    "ListSink",
    "Observation",
    "ParsedStep",
    "PauseRequest",
    "Plan",
    "Resolution",
    "parse_react_step",
    "read_jsonl",
]
