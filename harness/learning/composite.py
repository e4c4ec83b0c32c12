"""An accepted skill as a registry tool that runs its steps through the same registry.

Each step is an ordinary registry call (argument validation, timeout, error
handling included), so a skill can do nothing its steps could not. For the
gate, the skill is as risky as its riskiest step: it is a write when any
step writes, and its output has the most external lane of any step, so a
skill cannot launder a write or an untrusted page past the policy.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from harness.agent.shapes import Action, Effect, TrustLane
from harness.learning.skills import SkillProposal
from harness.learning.templating import fill
from harness.tools.base import Tool, ToolContext, ToolOutput
from harness.tools.registry import ToolRegistry

LANES: tuple[TrustLane, ...] = ("internal", "external-runtime", "external-web")
"""From least to most external."""
SHOWN_ARGUMENTS = 200


def skill_tool(proposal: SkillProposal, registry: ToolRegistry) -> Tool:
    """The accepted `proposal` as a Tool whose steps call the tools of `registry`."""
    tools = _step_tools(proposal, registry)

    def run(ctx: ToolContext, **arguments: Any) -> ToolOutput:
        return run_skill(proposal, registry, arguments, ctx)

    effect: Effect = "write" if any(t.effect == "write" for t in tools) else "read"
    return Tool(
        name=proposal.name,
        description=proposal.description,
        parameters=_schema(proposal),
        fn=run,
        effect=effect,
        trust_lane=_most_external(t.trust_lane for t in tools),
        timeout=sum(t.timeout for t in tools),
        metadata={"skill": {"steps": [s.model_dump() for s in proposal.steps]}},
    )


def with_skills(registry: ToolRegistry, proposals: Iterable[SkillProposal]) -> ToolRegistry:
    """A copy of `registry` that also offers each accepted proposal as a tool."""
    combined = registry.only(registry.names())
    for proposal in proposals:
        combined.add(skill_tool(proposal, registry))
    return combined


def skill_sequences(registry: ToolRegistry) -> list[list[str]]:
    """The tool sequence of every skill in the registry: the `existing` of mine_skills."""
    sequences = []
    for found in registry:
        skill = found.metadata.get("skill")
        if isinstance(skill, dict):
            sequences.append([str(step["tool"]) for step in skill["steps"]])
    return sequences


def run_skill(
    proposal: SkillProposal, registry: ToolRegistry, arguments: dict[str, Any], ctx: ToolContext
) -> ToolOutput:
    """Run the steps in order with the parameters filled in; stop at the first that fails.

    The output holds what every step that ran returned, each under a header
    naming the step, its tool and its arguments.
    """
    parts: list[str] = []
    lanes: list[TrustLane] = []
    count = len(proposal.steps)
    for number, step in enumerate(proposal.steps, start=1):
        action = Action(tool=step.tool, arguments=fill(step.arguments, arguments))
        output = registry.execute(action, ctx)
        try:
            text = output.decode()
        finally:
            output.discard()
        found = registry.get(step.tool)
        lanes.append(output.trust_lane or (found.trust_lane if found else "external-runtime"))
        status = "failed" if output.is_error else "ok"
        parts.append(f"[step {number}/{count}: {step.tool} {_shown(action.arguments)}: {status}]")
        parts.append(text)
        if output.is_error:
            parts.append(
                f"[stopped: step {number} failed, so steps {number + 1}..{count} did not run]"
            )
            return ToolOutput.text(
                "\n".join(parts), is_error=True, trust_lane=_most_external(lanes)
            )
    return ToolOutput.text("\n".join(parts), trust_lane=_most_external(lanes))


def _step_tools(proposal: SkillProposal, registry: ToolRegistry) -> list[Tool]:
    missing = sorted({s.tool for s in proposal.steps if registry.get(s.tool) is None})
    if missing:
        raise KeyError(
            f"skill {proposal.name} calls tools the registry does not have: {', '.join(missing)}"
        )
    return [t for s in proposal.steps if (t := registry.get(s.tool)) is not None]


def _schema(proposal: SkillProposal) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {p.name: p.argument_schema() for p in proposal.parameters},
        "required": [p.name for p in proposal.parameters],
        "additionalProperties": False,
    }


def _most_external(lanes: Iterable[TrustLane]) -> TrustLane:
    return max(lanes, key=LANES.index, default="internal")


def _shown(arguments: dict[str, Any]) -> str:
    text = json.dumps(arguments, ensure_ascii=False, default=str)
    return text if len(text) <= SHOWN_ARGUMENTS else text[: SHOWN_ARGUMENTS - 1] + "…"
