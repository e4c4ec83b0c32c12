"""Constrained tool calls: each step's reply held to the run's own tools.

An endpoint registered with `--constrain tools` sends, with every step's
request, a constraint built from the tools the run offers (built-ins, skills,
MCP tools: each name with its JSON schema), in the form its server reads
(`Server`):

| server    | ReAct (text)                             | native (tool calls)                |
|-----------|------------------------------------------|------------------------------------|
| llama.cpp | `grammar`: GBNF                          | `response_format`: a JSON schema   |
| vllm      | `structured_outputs.grammar`: GBNF       | `response_format`: a JSON schema   |
| ollama    | (none: Ollama takes no grammar)          | `response_format`: a JSON schema   |
| openai    | (none: OpenAI takes no grammar)          | `strict` tools (constraint/strict) |

In ReAct the grammar allows a thought line, then `Action: <tool>` with an
`Action Input:` its schema allows, or `Final Answer: <text>`. In the native
channel the reply's text is one JSON object, `{"name": <tool>, "arguments":
{...}}` or `{"final_answer": <text>}`; `read_reply` turns the first into the
reply's tool call, as llama.cpp does for a model whose chat template has no
tool syntax. What the grammar leaves wider than the schema is listed in
`harness.backends.constraint.gbnf`; every call is still checked against its schema.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal, get_args

from harness.backends.base import ModelError, ModelReply, ModelRequest, ToolCall
from harness.backends.constraint.gbnf import Grammar, Schema, SchemaRules, literal
from harness.backends.constraint.strict import strict_spec, without_added_nulls

Server = Literal["llama.cpp", "vllm", "ollama", "openai"]
SERVERS: tuple[str, ...] = get_args(Server)
GRAMMARLESS = ("ollama", "openai")
"""Servers that take a JSON schema but no grammar: a ReAct step cannot be held there."""
THOUGHT = '( " " [^\\n]{0,199} )?'
"""A thought: one line, after the space that follows the prompt's closing `Thought:` (so
it cannot start with a marker such as `Action Input:`, which the reader would take)."""
ANSWER = '[^\\n]+ ( "\\n" [^\\n]+ )*'
FINAL_ANSWER = "final_answer"
ENVELOPE_NAME = "tool_call"
UNREADABLE = "(not a call the constraint allows) "
"""Put before an unreadable native reply, as its call's arguments: never JSON."""
_NAMED = re.compile(r'"name"\s*:\s*"([A-Za-z0-9_.-]{1,64})"')


@dataclass(frozen=True)
class ToolConstraint:
    """The constraint of one run's tools, for the server that reads it."""

    server: Server
    tools: list[dict[str, Any]]
    """OpenAI function specs (`{"type": "function", "function": {name, parameters}}`)."""

    def fields(self, request: ModelRequest) -> dict[str, Any]:
        """What this request's body adds: nothing for a plan (it is prose), nor for OpenAI
        (its strict tools carry the constraint: `offered`)."""
        if request.purpose != "step":
            return {}
        if request.prompt is not None:
            return self._react_fields()
        if self.server == "openai":
            return {}
        return {"response_format": self.response_format}

    def offered(self, request: ModelRequest) -> list[dict[str, Any]]:
        """The tool specs this request sends: strict ones for an OpenAI step."""
        if self.server != "openai" or request.purpose != "step":
            return request.tools
        return [self._strict.get(_function(spec)[0]) or strict_spec(spec) for spec in request.tools]

    def _react_fields(self) -> dict[str, Any]:
        if self.server in GRAMMARLESS:
            raise ModelError(
                f"an endpoint of {self.server} takes a JSON schema, not a grammar: a ReAct run "
                "cannot be constrained there; choose the native channel"
            )
        if self.server == "vllm":
            return {"structured_outputs": {"grammar": self.grammar}}
        return {"grammar": self.grammar}

    # Each built once per run, not at every step: a run's tools do not change.
    @cached_property
    def grammar(self) -> str:
        """The ReAct grammar."""
        return react_grammar(self.tools)

    @cached_property
    def response_format(self) -> dict[str, Any]:
        """The native steps' `response_format`."""
        return _response_format(call_schema(self.tools))

    @cached_property
    def _strict(self) -> dict[str, dict[str, Any]]:
        """Each tool's strict spec, by name."""
        return {_function(spec)[0]: strict_spec(spec) for spec in self.tools}

    @cached_property
    def _schemas(self) -> dict[str, Schema]:
        """Each tool's own schema, by name."""
        return dict(_function(spec) for spec in self.tools)

    def read_reply(self, request: ModelRequest, reply: ModelReply) -> ModelReply:
        """A native reply whose text is the JSON object the constraint asked for, as the
        tool call (or final answer) it holds; any other reply as it came."""
        if request.purpose != "step" or request.messages is None:
            return reply
        if reply.tool_calls:
            return self._as_offered(reply) if self.server == "openai" else reply
        if not reply.text.lstrip().startswith("{"):
            return reply  # the server did not apply the constraint: a plain answer
        call_id = f"call_{request.turn}_0"
        said = _envelope(reply.text)
        if said is None:
            # Cut short (max_tokens, most often), or not the object asked for: an unreadable
            # call, which the model is told of, not an answer that ends the run. Its
            # arguments never parse, so nothing of the reply runs as them.
            name = _NAMED.search(reply.text)
            unread = UNREADABLE + reply.text
            call = ToolCall(id=call_id, name=name.group(1) if name else "", arguments=unread)
            return reply.model_copy(update={"text": "", "tool_calls": [call]})
        if FINAL_ANSWER in said:
            return reply.model_copy(update={"text": said[FINAL_ANSWER]})
        call = ToolCall(id=call_id, name=said["name"], arguments=json.dumps(said["arguments"]))
        return reply.model_copy(update={"text": "", "tool_calls": [call]})

    def _as_offered(self, reply: ModelReply) -> ModelReply:
        """Calls made under strict tools, without the nulls strict mode added."""
        calls = []
        for call in reply.tool_calls:
            try:
                arguments = json.loads(call.arguments)
            except (ValueError, RecursionError):
                calls.append(call)  # unreadable: the harness says so
                continue
            schema = self._schemas.get(call.name, {})
            kept = without_added_nulls(arguments, schema, schema)
            calls.append(call.model_copy(update={"arguments": json.dumps(kept)}))
        return reply.model_copy(update={"tool_calls": calls})


def _envelope(text: str) -> dict[str, Any] | None:
    """A native step's JSON object if `text` is one: a call or a final answer."""
    try:
        said = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(said, dict):
        return None
    if set(said) == {FINAL_ANSWER} and isinstance(said[FINAL_ANSWER], str):
        return said
    if set(said) == {"name", "arguments"} and isinstance(said["name"], str):
        return said if isinstance(said["arguments"], dict) else None
    return None


def _function(spec: dict[str, Any]) -> tuple[str, Schema]:
    function = spec.get("function", spec)
    parameters = function.get("parameters")
    return str(function["name"]), dict(parameters) if isinstance(parameters, dict) else {}


def react_grammar(tools: list[dict[str, Any]]) -> str:
    """GBNF for one ReAct step over `tools`: a thought, then an action with its input, or
    a final answer."""
    grammar = Grammar()
    # The step's own rules first, so that no rule of a tool takes their names.
    grammar.rules = {"thought": THOUGHT, "step": "", "action": "", "answer": ANSWER}
    actions = []
    for spec in tools:
        name, schema = _function(spec)
        arguments = SchemaRules(grammar, schema, name).visit(schema, f"{name}-arguments")
        head = literal(f"{name}\nAction Input: ")
        actions.append(grammar.add(f"call-{name}", f"{head} {arguments}"))
    grammar.rules["step"] = '"Action: " action | "Final Answer: " answer'
    grammar.rules["action"] = " | ".join(actions)
    if not actions:
        grammar.rules["step"] = '"Final Answer: " answer'
        del grammar.rules["action"]
    return grammar.text('thought "\\n" step')


def call_schema(tools: list[dict[str, Any]]) -> Schema:
    """The JSON schema of a native step's reply: one call of one of `tools`, or a final
    answer. Each tool's schema sits whole under `$defs/<tool>`, its refs pointed there
    (`#/properties/a`, a schema's own `#`, its `$defs`), so no two tools' refs meet."""
    options: list[Schema] = []
    defs: dict[str, Schema] = {}
    for spec in tools:
        name, schema = _function(spec)
        defs[name] = _rerooted(schema, "#/$defs/" + _pointer_part(name))
        arguments = {"$ref": "#/$defs/" + _pointer_part(name)}
        options.append(_closed({"name": {"const": name}, "arguments": arguments}))
    options.append(_closed({FINAL_ANSWER: {"type": "string"}}))
    envelope: Schema = {"anyOf": options}
    if defs:
        envelope["$defs"] = defs
    return envelope


def _closed(properties: Schema) -> Schema:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def _pointer_part(name: str) -> str:
    """`name` as one part of a JSON pointer in a URI fragment."""
    return name.replace("~", "~0").replace("/", "~1").replace("%", "%25")


def _rerooted(value: Any, base: str) -> Any:
    """`value` with every local `$ref` (`#...`) put under `base`, and no `$id` (which would
    move where refs resolve from)."""
    if isinstance(value, dict):
        out = {k: _rerooted(v, base) for k, v in value.items() if k not in ("$id", "$schema")}
        ref = out.get("$ref")
        if isinstance(ref, str) and ref.startswith("#"):
            out["$ref"] = base + ref[1:]
        return out
    if isinstance(value, list):
        return [_rerooted(v, base) for v in value]
    return value


def _response_format(schema: Schema) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": ENVELOPE_NAME, "schema": schema}}
