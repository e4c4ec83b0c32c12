"""The attributes each exported span carries: GenAI semantic-convention names, then ours.

The `gen_ai.*` names are those of OpenTelemetry's GenAI semantic conventions
(semantic-conventions-genai, still "Development"): invoke_agent, chat and
execute_tool spans, `gen_ai.usage.*` tokens, `gen_ai.input.messages` /
`gen_ai.output.messages` in the conventions' JSON message shape. What the
conventions have no name for (artifacts, packets, taint) goes under
`loopglass.*`. Text is bounded: one attribute holds at most `max_chars`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from harness.agent.check import outcome
from harness.output.redact import redact_string
from harness.reducers.packet import Citation
from harness.reporting.events import (
    ModelReplied,
    ObservationDelivered,
    PlanMade,
    PolicyDecided,
    RunFinished,
    RunPaused,
    RunStarted,
    StepStarted,
    ToolFinished,
    ToolStarted,
)

Attributes = dict[str, str | bool | int | float | list[str]]

ARTIFACT_PAGE = "/artifacts/{}/"
RUN_PAGE = "/runs/{}/"
"""The dashboard's pages (artifacts/urls.py, runs/urls.py); the harness cannot ask Django."""


@dataclass(frozen=True)
class ExportOptions:
    agent_name: str = "loopglass"
    """`gen_ai.agent.name` of the run's span and its tool spans."""
    base_url: str | None = None
    """The dashboard's address; with it, tool spans link their artifact's page and the
    run's span its run page."""
    content: bool = True
    """Whether spans carry text: completions, tool arguments and results, the goal as a
    message. The conventions make these opt-in; an export for debugging a run wants them."""
    max_chars: int = 4096
    """The most characters of text one attribute holds; longer text is cut, saying so."""
    max_input_chars: int = 65536
    """The most characters of a model call's input (its messages, or its ReAct prompt) a
    span holds: a long run's later calls would each carry the whole run otherwise."""
    namespace: str = ""
    """Mixed into the trace and span ids, so two dashboards can export into one backend."""
    installation: str = ""
    """Which loopglass the run is of: its runs' session ids are `<installation>/<run id>`,
    so two installations' run 7 are two sessions in one backend."""
    project: str = "loopglass"
    """The project the traces land in (Phoenix's `openinference.project.name`) and their
    `service.name`."""

    def session(self, run_id: str) -> str:
        """The run's session (conversation) id."""
        return f"{self.installation}/{run_id}" if self.installation else run_id

    def page(self, path: str, key: str) -> str | None:
        if not self.base_url or not key:
            return None
        return self.base_url.rstrip("/") + path.format(key)


def bounded(text: str, limit: int) -> str:
    """The text, secrets redacted (what the model wrote is kept as written in its run), or
    its first `limit` characters with a note of how long it was."""
    text = redact_string(text)
    return text if len(text) <= limit else f"{text[:limit]}…[{len(text)} chars]"


def provider_and_model(name: str) -> tuple[str, str]:
    """`openai:gpt-4o` → (`openai`, `gpt-4o`): the harness names a backend `kind:model`.

    `_OTHER` is the conventions' value for a provider that cannot be told."""
    provider, sep, model = name.partition(":")
    return (provider, model) if sep and provider and model else ("_OTHER", name)


def model_attributes(name: str) -> Attributes:
    """Provider and model, from the backend's name (the log has it from `run_started`)."""
    provider, model = provider_and_model(name)
    attributes: Attributes = {"gen_ai.provider.name": provider}
    if model:
        attributes["gen_ai.request.model"] = model
    return attributes


SAMPLING_NAMES = {
    "temperature": "gen_ai.request.temperature",
    "max_tokens": "gen_ai.request.max_tokens",
    "top_p": "gen_ai.request.top_p",
    "seed": "gen_ai.request.seed",
}
"""The conventions' names of the sampling parameters a backend logs (`RunStarted.sampling`)."""


def sampling_attributes(sampling: dict[str, Any]) -> Attributes:
    """A model call's sampling parameters, which a playground (Phoenix's) replays it with."""
    return {
        SAMPLING_NAMES[key]: value
        for key, value in sampling.items()
        if key in SAMPLING_NAMES and isinstance(value, int | float) and not isinstance(value, bool)
    }


def root_attributes(
    started: RunStarted | None, finished: RunFinished | None, run_id: str, options: ExportOptions
) -> Attributes:
    attributes: Attributes = {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": options.agent_name,
        "loopglass.stopped_reason": finished.stopped_reason if finished else "unfinished",
    }
    attributes |= _run(run_id, options)
    if started is not None:
        attributes |= _start_attributes(started, options)
    if finished is not None:
        attributes |= _finish_attributes(finished, started, options)
    return attributes


def start_attributes(started: RunStarted, run_id: str, options: ExportOptions) -> Attributes:
    """The run's start span: the goal as its input, so a backend's list shows which run it
    is while it goes on (this span is then the trace's root there)."""
    attributes: Attributes = {
        "openinference.span.kind": "CHAIN",  # Phoenix's; the conventions have no start span
        "loopglass.operation": "start_run",
    }
    return attributes | _run(run_id, options) | _goal(started, options)


def _run(run_id: str, options: ExportOptions) -> Attributes:
    """Which run a span is of: its session, its id and its page."""
    attributes: Attributes = {}
    if run_id:
        attributes |= _session(run_id, options) | {"loopglass.run.id": run_id}
    if url := options.page(RUN_PAGE, run_id):
        attributes["loopglass.run.url"] = url
    return attributes


def _goal(started: RunStarted, options: ExportOptions) -> Attributes:
    attributes: Attributes = {"loopglass.goal": bounded(started.goal, options.max_chars)}
    if options.content:
        # OpenInference's: what a trace list (Phoenix's) shows as the run's input
        attributes["input.value"] = bounded(started.goal, options.max_chars)
    return attributes


def _session(run_id: str, options: ExportOptions) -> Attributes:
    """The run's session, by the GenAI conventions' name and OpenInference's (Phoenix's
    Sessions view)."""
    session = options.session(run_id)
    return {"gen_ai.conversation.id": session, "session.id": session}


def _start_attributes(started: RunStarted, options: ExportOptions) -> Attributes:
    attributes: Attributes = {
        **model_attributes(started.model),
        "loopglass.channel": str(started.config.get("channel", "")),
        **_goal(started, options),
    }
    if options.content:
        attributes["gen_ai.input.messages"] = _messages("user", [_text(started.goal, options)])
    return attributes


def _finish_attributes(
    finished: RunFinished, started: RunStarted | None, options: ExportOptions
) -> Attributes:
    attributes: Attributes = {
        "gen_ai.usage.input_tokens": finished.tokens_in,
        "gen_ai.usage.output_tokens": finished.tokens_out,
        "loopglass.steps": finished.steps,
        "loopglass.tool_errors": finished.tool_errors,
    }
    if finished.stopped_reason == "error":
        attributes["error.type"] = "model_error"  # the one `error` stop: the backend failed
    attributes |= check_attributes(finished, started.config if started else {})
    if options.content and finished.final_answer is not None:
        answer = [_text(finished.final_answer, options)]
        attributes["gen_ai.output.messages"] = _messages("assistant", answer, "stop")
        attributes["output.value"] = bounded(finished.final_answer, options.max_chars)
    return attributes


def check_attributes(finished: RunFinished, config: Mapping[str, Any]) -> Attributes:
    """The run's outcome as the dashboard says it, and its success check's command and
    result when it ran one."""
    attributes: Attributes = {"loopglass.outcome": outcome(finished, config)}
    check = finished.check
    if check is None:
        return attributes
    attributes |= {
        "loopglass.check.command": list(check.argv),
        "loopglass.check.passed": check.passed,
        "loopglass.check.duration": check.latency,
    }
    if check.exit_status is not None:
        attributes["loopglass.check.exit_status"] = check.exit_status
    if not check.passed:
        attributes["error.type"] = "check_failed"
    return attributes


def chat_attributes(
    reply: ModelReplied | PlanMade, model_name: str, run_id: str, options: ExportOptions
) -> Attributes:
    attributes: Attributes = {
        "gen_ai.operation.name": "chat",
        **model_attributes(model_name),
        "gen_ai.usage.input_tokens": reply.tokens_in,
        "gen_ai.usage.output_tokens": reply.tokens_out,
    }
    if run_id:
        attributes |= _session(run_id, options)
    if isinstance(reply, PlanMade):
        attributes["loopglass.purpose"] = "plan"
        text, calls = reply.completion, []
    else:
        attributes |= _step_attributes(reply, options)
        text, calls = reply.text, _call_parts(reply, options)
    if options.content:
        parts = [_text(text, options), *calls]
        # The harness does not record why a generation ended; a reply asking for tools
        # ended for them, any other is taken as a plain stop.
        finish = "tool_call" if calls else "stop"
        attributes["gen_ai.output.messages"] = _messages("assistant", parts, finish)
    return attributes


def _step_attributes(reply: ModelReplied, options: ExportOptions) -> Attributes:
    attributes: Attributes = {
        "loopglass.purpose": "step",
        "loopglass.step.index": reply.index,
        "loopglass.turn": reply.turn,
    }
    if reply.parse_error is not None:
        attributes["loopglass.parse_error"] = bounded(reply.parse_error, options.max_chars)
    return attributes


def _call_parts(reply: ModelReplied, options: ExportOptions) -> list[dict[str, Any]]:
    """The tool calls a reply asked for, as the conventions' `tool_call` message parts."""
    if reply.tool_calls:
        return [
            {
                "type": "tool_call",
                "id": call.id,
                "name": call.name,
                "arguments": bounded(call.arguments, options.max_chars),
            }
            for call in reply.tool_calls
        ]
    return [
        {
            "type": "tool_call",
            "name": action.tool,
            "arguments": bounded_json(action.arguments, options.max_chars),
        }
        for action in reply.actions
        if action is not None
    ]


def tool_call_attributes(
    started: ToolStarted, description: str, options: ExportOptions
) -> Attributes:
    """The call as the model asked for it."""
    attributes: Attributes = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": started.tool,
        "gen_ai.agent.name": options.agent_name,
        "loopglass.step.index": started.index,
    }
    if started.call_id:
        attributes["gen_ai.tool.call.id"] = started.call_id
    if description:
        attributes["gen_ai.tool.description"] = bounded(description, options.max_chars)
    if options.content:
        arguments = bounded_json(started.arguments, options.max_chars)
        attributes["gen_ai.tool.call.arguments"] = arguments
    return attributes


def gated_call_attributes(
    call: PolicyDecided | RunPaused, description: str, outcome: str, options: ExportOptions
) -> Attributes:
    """A call that never ran, as the model asked for it, and what stopped it: `denied` by
    the policy, `rejected` by a reviewer, `answered` by a reviewer in the tool's place."""
    attributes: Attributes = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": call.action.tool,
        "gen_ai.agent.name": options.agent_name,
        "loopglass.step.index": call.index,
        "loopglass.call.outcome": outcome,
    }
    if call.call_id:
        attributes["gen_ai.tool.call.id"] = call.call_id
    if description:
        attributes["gen_ai.tool.description"] = bounded(description, options.max_chars)
    if options.content:
        attributes["gen_ai.tool.call.arguments"] = bounded_json(
            call.action.arguments, options.max_chars
        )
    if outcome != "answered":
        attributes["error.type"] = outcome
    return attributes


def failed_chat_attributes(
    asking: StepStarted, model_name: str, run_id: str, finished: RunFinished, options: ExportOptions
) -> Attributes:
    """A model call the run ended in the middle of: no reply, the run's reason."""
    attributes: Attributes = {
        "gen_ai.operation.name": "chat",
        **model_attributes(model_name),
        "loopglass.purpose": "step",
        "loopglass.step.index": asking.index,
        "loopglass.turn": asking.turn,
        "loopglass.stopped_reason": finished.stopped_reason,
    }
    if run_id:
        attributes |= _session(run_id, options)
    if finished.stopped_reason == "error":
        attributes["error.type"] = "model_error"
    return attributes


def tool_result_attributes(
    finished: ToolFinished | None,
    delivered: ObservationDelivered | None,
    error: str | None,
    options: ExportOptions,
) -> Attributes:
    """What came back: the artifact, the packet made of it, the text the model read."""
    attributes: Attributes = {}
    if finished is not None:
        attributes |= artifact_attributes(finished, options)
    if delivered is not None and delivered.packet is not None:
        attributes |= packet_attributes(delivered.packet)
        if options.content:
            attributes |= packet_content(delivered.packet, options)
    if options.content and delivered is not None and error is None:
        attributes["gen_ai.tool.call.result"] = bounded(delivered.observation, options.max_chars)
    if options.content and delivered is not None and delivered.reinforcement:
        # appended to the result in what the model read, never part of the result
        attributes["loopglass.reinforcement"] = bounded(delivered.reinforcement, options.max_chars)
    if error is not None:
        # the conventions' error.type: a low-cardinality class; the reason is the status's
        attributes["error.type"] = "tool_error" if finished else "interrupted"
    return attributes


def artifact_attributes(finished: ToolFinished, options: ExportOptions) -> Attributes:
    """Where the raw output is kept; nothing for the harness's own messages (no artifact)."""
    attributes: Attributes = {}
    if finished.exit_status is not None:
        attributes["loopglass.tool.exit_status"] = finished.exit_status
    if finished.artifact_id is None:
        return attributes
    attributes |= {
        "loopglass.artifact.id": finished.artifact_id,
        "loopglass.artifact.sha256": finished.sha256,
        "loopglass.artifact.bytes": finished.raw_bytes,
        "loopglass.artifact.content_type": finished.content_type,
        "loopglass.artifact.redactions": finished.redactions,
    }
    if url := options.page(ARTIFACT_PAGE, finished.artifact_id):
        attributes["loopglass.artifact.url"] = url
    return attributes


def packet_attributes(packet: dict[str, Any]) -> Attributes:
    """What the reducer made of the output: which reducer, how big, tainted, cut, sure."""
    attributes: Attributes = {
        "loopglass.packet.reducer": str(packet.get("reducer", "")),
        "loopglass.packet.bytes": int(packet.get("packet_bytes", 0)),
        "loopglass.packet.tainted": bool(packet.get("tainted", False)),
        "loopglass.packet.truncated": bool(packet.get("truncated", False)),
        "loopglass.packet.confidence": float(packet.get("confidence", 1.0)),
    }
    escalation = packet.get("escalation") or {}
    if escalation.get("recommended"):
        attributes["loopglass.packet.escalation"] = str(escalation.get("reason", ""))
    if flags := packet.get("flags"):
        attributes["loopglass.packet.flags"] = ",".join(str(f) for f in flags)
    if "raw_bytes" in packet:
        attributes["loopglass.packet.raw_bytes"] = int(packet["raw_bytes"])
    return attributes


def packet_content(packet: dict[str, Any], options: ExportOptions) -> Attributes:
    """What the packet says, from the tool's output: its summary, its fields and its
    citations (each the artifact's lines it quotes, and why)."""
    attributes: Attributes = {}
    if summary := packet.get("summary"):
        attributes["loopglass.packet.summary"] = bounded("\n".join(summary), options.max_chars)
    if fields := packet.get("fields"):
        attributes["loopglass.packet.fields"] = bounded_json(fields, options.max_chars)
    if citations := packet.get("citations"):
        # each excerpt cut to its share, so the list stays whole JSON
        share = max(options.max_chars // len(citations), 80)
        cited = [_citation(c, share) for c in citations]
        attributes["loopglass.packet.citations"] = json.dumps(cited, ensure_ascii=False)
    return attributes


def _citation(cited: dict[str, Any], limit: int) -> dict[str, str]:
    """A citation as the dashboard shows it: where in the artifact, why, and its text."""
    try:
        citation = Citation.model_validate(cited)
    except ValidationError:  # a packet of another version: its text all the same
        return {"where": "", "label": "", "excerpt": bounded(str(cited), limit)}
    excerpt = bounded(citation.excerpt, limit)
    return {"where": citation.where(), "label": citation.label, "excerpt": excerpt}


def bounded_json(value: Any, limit: int) -> str:
    return bounded(json.dumps(value, ensure_ascii=False, default=str), limit)


def _text(content: str, options: ExportOptions) -> dict[str, Any]:
    return {"type": "text", "content": bounded(content, options.max_chars)}


def _messages(role: str, parts: list[dict[str, Any]], finish: str | None = None) -> str:
    """One message in the conventions' JSON shape; output messages name a finish reason."""
    message: dict[str, Any] = {"role": role, "parts": parts}
    if finish is not None:
        message["finish_reason"] = finish
    return json.dumps([message], ensure_ascii=False)
