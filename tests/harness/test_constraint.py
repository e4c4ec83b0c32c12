"""The constraint built from a run's tools (harness.backends.constraint), checked with real engines.

Every shipped tool's schema, the real mcp-server-time tools' and a few more that use the
keywords the shipped ones do not (tests/harness/data/constraint/) go into one ReAct grammar
and one native JSON schema, as a run offers its tools together. llguidance matches text
against the GBNF byte by byte (tests/harness/grammar_check.py), and against the JSON
schema as a server holding `response_format` would; `jsonschema` says what each tool's
own schema allows. Valid calls are drawn from each schema (`valid`, each checked with
`jsonschema` before use) and written out
(paths, capitals, unicode); invalid ones are made from valid ones: a required argument
left out, an argument of the wrong type, one the schema does not name, a bound crossed, a
tool that is not offered.
"""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path
from typing import Any

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings
from jsonschema import Draft202012Validator

from harness.backends.base import ModelError, ModelReply, ModelRequest, ToolCall
from harness.backends.constraint import UNREADABLE, ToolConstraint, call_schema, react_grammar
from harness.backends.constraint.gbnf import integer_range
from harness.backends.constraint.strict import strict_spec
from harness.chat.native import interpret as native_interpret
from harness.tools import BUILTINS
from harness.tools.artifact_read import artifact_read
from tests.harness.grammar_check import gbnf_accepts, schema_accepts

DATA = Path(__file__).parent / "data" / "constraint"
SHIPPED = {item.name: item.parameters for item in (*BUILTINS, artifact_read)}
MCP_TIME = json.loads((DATA / "mcp_time_tools.json").read_text())
OTHERS = {
    name: schema
    for name, schema in json.loads((DATA / "schemas.json").read_text()).items()
    if not name.startswith("_")
}
SCHEMAS: dict[str, dict[str, Any]] = SHIPPED | MCP_TIME | OTHERS
SPECS = [{"type": "function", "function": {"name": n, "parameters": s}} for n, s in SCHEMAS.items()]
GRAMMAR = react_grammar(SPECS)
ENVELOPE = call_schema(SPECS)
WRITTEN = json.loads((DATA / "calls.json").read_text())["calls"]
WRONG_TYPES: list[Any] = ["text", 7, 2.5, True, None, [], {}]


def react_step(tool: str, arguments: Any, thought: str = "I will use a tool.") -> str:
    """A ReAct reply as the model writes it after the prompt's `Thought:`."""
    return f" {thought}\nAction: {tool}\nAction Input: {json.dumps(arguments, ensure_ascii=False)}"


def envelope(tool: str, arguments: Any) -> str:
    """A native reply's JSON, as a server's JSON engine writes it (llguidance escapes DEL)."""
    text = json.dumps({"name": tool, "arguments": arguments}, ensure_ascii=False)
    return text.replace("\x7f", "\\u007f")


def allowed_by_schema(tool: str, arguments: Any) -> bool:
    return Draft202012Validator(SCHEMAS[tool]).is_valid(arguments)


def in_order(value: Any, schema: Any, root: dict[str, Any]) -> Any:
    """`value` with each object's keys in the order the grammar writes them: required ones
    first, then the others as the schema lists them."""
    if not isinstance(schema, dict):
        return value
    if "$ref" in schema:
        return in_order(value, root["$defs"][schema["$ref"].rsplit("/", 1)[-1]], root)
    for key in ("anyOf", "oneOf"):
        for part in schema.get(key, []):
            if Draft202012Validator(part | {"$defs": root.get("$defs", {})}).is_valid(value):
                return in_order(value, part, root)
    if isinstance(value, list):
        return [in_order(item, schema.get("items"), root) for item in value]
    if not isinstance(value, dict) or "properties" not in schema:
        return value
    properties = schema["properties"]
    required = [key for key in schema.get("required", []) if key in value]
    order = [*required, *[key for key in properties if key in value and key not in required]]
    return {key: in_order(value[key], properties.get(key), root) for key in order}


def valid(  # noqa: PLR0911 (one return per keyword)
    schema: Any, root: dict[str, Any]
) -> st.SearchStrategy[Any]:
    """Values `schema` allows, for the keywords tool schemas use (the grammar offers only
    the properties a schema names, so no others are drawn)."""
    if not isinstance(schema, dict) or schema == {}:
        return st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(),
            lambda inner: st.lists(inner, max_size=2),
            max_leaves=3,
        )
    if "$ref" in schema:
        return valid(root["$defs"][schema["$ref"].rsplit("/", 1)[-1]], root)
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    if "anyOf" in schema:
        return st.one_of([valid(part, root) for part in schema["anyOf"]])
    kind = schema.get("type", "object" if "properties" in schema else None)
    if isinstance(kind, list):
        return st.one_of([valid(schema | {"type": one}, root) for one in kind])
    return _typed(kind, schema, root)


def _typed(  # noqa: PLR0911 (one return per JSON type)
    kind: Any, schema: dict[str, Any], root: dict[str, Any]
) -> st.SearchStrategy[Any]:
    if kind == "object":
        properties = schema.get("properties", {})
        if not properties and isinstance(schema.get("additionalProperties"), dict):
            return st.dictionaries(
                st.text(max_size=5), valid(schema["additionalProperties"], root), max_size=3
            )
        required = set(schema.get("required", []))
        return st.fixed_dictionaries(
            {key: valid(properties[key], root) for key in properties if key in required},
            optional={
                key: valid(sub, root) for key, sub in properties.items() if key not in required
            },
        )
    if kind == "array":
        return st.lists(
            valid(schema.get("items", {}), root),
            min_size=schema.get("minItems", 0),
            max_size=schema.get("maxItems", 4),
        )
    if kind == "string":
        return st.text(min_size=schema.get("minLength", 0), max_size=schema.get("maxLength", 30))
    if kind == "integer":
        high = schema.get("maximum", schema.get("exclusiveMaximum", 10**16) - 1)
        return st.integers(schema.get("minimum", -(10**15)), high)
    if kind == "number":
        low = schema.get("minimum", schema.get("exclusiveMinimum"))
        # Written without an exponent: llguidance's bounded numbers have none (the GBNF's
        # do: test_a_number_may_have_an_exponent).
        return st.floats(
            low,
            schema.get("maximum"),
            allow_nan=False,
            allow_infinity=False,
            exclude_min="exclusiveMinimum" in schema,
        ).filter(lambda x: "e" not in repr(x))
    return st.booleans() if kind == "boolean" else st.none()


def digits_fit(value: Any) -> bool:
    """No integer longer than the grammar's 16 digits (as llama.cpp's json.gbnf)."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return len(str(abs(value))) <= 16
    if isinstance(value, dict):
        return all(digits_fit(item) for item in value.values())
    if isinstance(value, list):
        return all(digits_fit(item) for item in value)
    return True


@pytest.mark.parametrize("tool", sorted(SCHEMAS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_valid_call_of_every_tool_is_allowed(tool: str, data: st.DataObject) -> None:
    arguments = data.draw(valid(SCHEMAS[tool], SCHEMAS[tool]))
    assert allowed_by_schema(tool, arguments), "the drawn case itself is valid"
    arguments = in_order(arguments, SCHEMAS[tool], SCHEMAS[tool])
    assert gbnf_accepts(GRAMMAR, react_step(tool, arguments)), arguments
    assert Draft202012Validator(ENVELOPE).is_valid({"name": tool, "arguments": arguments})
    assert schema_accepts(ENVELOPE, envelope(tool, arguments)), arguments


@pytest.mark.parametrize("call", WRITTEN, ids=lambda call: call["tool"])
def test_calls_as_written_are_allowed(call: dict[str, Any]) -> None:
    """Paths, capitals, unicode (raw and escaped), quotes, newlines, floats written with an
    exponent: each in the ReAct grammar and the native schema."""
    tool, arguments = call["tool"], call["arguments"]
    assert allowed_by_schema(tool, arguments), "the case itself is valid"
    assert gbnf_accepts(GRAMMAR, react_step(tool, arguments))
    escaped = f" Go.\nAction: {tool}\nAction Input: {json.dumps(arguments, ensure_ascii=True)}"
    assert gbnf_accepts(GRAMMAR, escaped)
    assert schema_accepts(ENVELOPE, envelope(tool, arguments))


def wrong_calls(tool: str, arguments: dict[str, Any]) -> list[tuple[str, Any]]:
    """Calls the tool's own schema refuses, each made from a valid one by one change."""
    schema = SCHEMAS[tool]
    properties = schema.get("properties", {})
    made: list[tuple[str, Any]] = [("a list, not an object", [arguments])]
    for key in schema.get("required", []):
        made.append((f"no {key}", {k: v for k, v in arguments.items() if k != key}))
    for key in properties:
        for value in WRONG_TYPES:
            changed = arguments | {key: value}
            if not allowed_by_schema(tool, changed):
                made.append((f"{key}={value!r}", changed))
                break
    if schema.get("additionalProperties") is False:
        made.append(("an argument it does not name", arguments | {"Unnamed": 1}))
    return [(why, call) for why, call in made if not allowed_by_schema(tool, call)]


@pytest.mark.parametrize("call", WRITTEN, ids=lambda call: call["tool"])
def test_calls_the_schema_forbids_are_refused(call: dict[str, Any]) -> None:
    tool = call["tool"]
    made = wrong_calls(tool, call["arguments"])
    assert made
    for why, wrong in made:
        assert not gbnf_accepts(GRAMMAR, react_step(tool, wrong)), why
        assert not Draft202012Validator(ENVELOPE).is_valid({"name": tool, "arguments": wrong}), why
        assert not schema_accepts(ENVELOPE, envelope(tool, wrong)), why


@pytest.mark.parametrize(
    ("tool", "arguments", "why"),
    [
        ("read_file", {"path": "a", "start_line": 0}, "below minimum 1"),
        ("read_file", {"path": "a", "end_line": -3}, "below minimum 1"),
        ("http_fetch", {"url": "u", "max_bytes": 2000001}, "above maximum"),
        ("http_fetch", {"url": "u", "max_bytes": 0}, "below minimum"),
        ("run_command", {"argv": []}, "fewer than minItems"),
        ("run_command", {"argv": ["ls"], "timeout": -1}, "a negative number"),
        ("choices", {"mode": "slow", "version": "v1"}, "not in the enum"),
        ("choices", {"mode": "fast", "version": "v2"}, "not the const"),
        ("choices", {"mode": "fast", "version": "v1", "level": 6}, "above maximum"),
        ("choices", {"mode": "fast", "version": "v1", "level": -6}, "below minimum"),
        ("choices", {"mode": "fast", "version": "v1", "below": 250}, "exclusiveMaximum"),
        ("choices", {"mode": "fast", "version": "v1", "tags": ["a", "b", "c"]}, "maxItems"),
        ("choices", {"mode": "fast", "version": "v1", "tags": ["ninechars"]}, "maxLength"),
        ("choices", {"mode": "fast", "version": "v1", "flags": {"x": 1}}, "map of booleans"),
        ("nested_model", {"file": "", "ranges": [{"start": 1}]}, "minLength"),
        ("nested_model", {"file": "f", "ranges": [{"end": 1}]}, "a $defs model's required"),
        ("nested_model", {"file": "f", "ranges": [{"start": 1, "end": 100000}]}, "$defs maximum"),
        ("open_object", {"query": "q", "limit": 51}, "above maximum"),
    ],
)
def test_bounds_are_refused(tool: str, arguments: dict[str, Any], why: str) -> None:
    assert not allowed_by_schema(tool, arguments), "the case itself is invalid"
    assert not gbnf_accepts(GRAMMAR, react_step(tool, arguments)), why
    assert not schema_accepts(ENVELOPE, envelope(tool, arguments)), why


@pytest.mark.parametrize(
    "reply",
    [
        " Done.\nAction: delete_everything\nAction Input: {}",  # a tool not offered
        ' Done.\nAction: read_file\nAction Input: {"path": "a"} trailing',
        " Done.\nAction: read_file\nAction Input: {'path': 'a'}",  # not JSON
        " Done.\nAction: read_file",  # no input
        ' Done.\nAction: read_file\nAction Input: {"path": "a"}\nAction: list_dir\n',
        " Two\nlines of thought\nFinal Answer: x",
        " Done.\nFinal Answer: ",  # an empty answer
        " Done.\nObservation: made up",
    ],
)
def test_replies_that_are_not_one_step_are_refused(reply: str) -> None:
    assert not gbnf_accepts(GRAMMAR, reply)


@pytest.mark.parametrize(
    "reply",
    [
        " I have what the goal needs.\nFinal Answer: 42",
        '\nFinal Answer: Ünïcode ✓, "quoted"',
        " Lines follow.\nFinal Answer: first line\nsecond line\n  indented",
    ],
)
def test_a_final_answer_is_allowed(reply: str) -> None:
    assert gbnf_accepts(GRAMMAR, reply)
    assert schema_accepts(ENVELOPE, json.dumps({"final_answer": reply}, ensure_ascii=False))


@pytest.mark.parametrize("timeout", ["1e-05", "2.5E+1", "0.1234567890123456789", "120"])
def test_a_number_may_have_an_exponent(timeout: str) -> None:
    reply = f' Go.\nAction: run_command\nAction Input: {{"argv": ["ls"], "timeout": {timeout}}}'
    assert gbnf_accepts(GRAMMAR, reply)


def test_a_run_without_tools_can_only_answer() -> None:
    grammar = react_grammar([])
    assert gbnf_accepts(grammar, " Easy.\nFinal Answer: yes")
    assert not gbnf_accepts(grammar, react_step("read_file", {"path": "a"}))


@given(
    low=st.integers(0, 10**7),
    span=st.one_of(st.none(), st.integers(0, 10**7)),
    number=st.integers(0, 3 * 10**7),
)
@settings(max_examples=200, deadline=None)
def test_integer_ranges_hold_exactly_their_numbers(low: int, span: int | None, number: int) -> None:
    high = None if span is None else low + span
    grammar = f"root ::= {integer_range(low, high)}\n"
    inside = low <= number and (high is None or number <= high)
    assert gbnf_accepts(grammar, str(number)) == inside
    assert not gbnf_accepts(grammar, "0" + str(max(number, 1)))  # no leading zero


def test_each_server_gets_the_constraint_in_its_own_field() -> None:
    react = ModelRequest(purpose="step", turn=0, prompt="...\nThought:")
    native = ModelRequest(purpose="step", turn=0, messages=[{"role": "user", "content": "x"}])
    plan = ModelRequest(purpose="plan", turn=0, prompt="Plan:")
    llama, vllm = ToolConstraint("llama.cpp", SPECS), ToolConstraint("vllm", SPECS)
    assert llama.fields(react) == {"grammar": GRAMMAR}
    assert vllm.fields(react) == {"structured_outputs": {"grammar": GRAMMAR}}
    for constraint in (llama, vllm, ToolConstraint("ollama", SPECS)):
        schema = constraint.fields(native)["response_format"]["json_schema"]["schema"]
        assert schema == ENVELOPE
        assert constraint.fields(plan) == {}
    with pytest.raises(ModelError, match="takes a JSON schema, not a grammar"):
        ToolConstraint("ollama", SPECS).fields(react)


NATIVE = ModelRequest(purpose="step", turn=3, messages=[{"role": "user", "content": "x"}])


def test_a_native_reply_becomes_the_call_it_holds() -> None:
    constraint = ToolConstraint("llama.cpp", SPECS)
    text = envelope("read_file", {"path": "README.md"})
    read = constraint.read_reply(NATIVE, ModelReply(text=text))
    assert read.text == ""
    assert [(c.id, c.name, json.loads(c.arguments)) for c in read.tool_calls] == [
        ("call_3_0", "read_file", {"path": "README.md"})
    ]
    answer = constraint.read_reply(NATIVE, ModelReply(text='{"final_answer": "Done ✓"}'))
    assert (answer.text, answer.tool_calls) == ("Done ✓", [])


def test_a_reply_cut_short_is_an_unreadable_call_not_an_answer() -> None:
    """max_tokens cut the JSON mid-string: the model must be told, not the run ended."""
    constraint = ToolConstraint("llama.cpp", SPECS)
    cut = '{\n  "name": "write_file",\n  "arguments": {"path": "NOTES.md", "content": "lo'
    read = constraint.read_reply(NATIVE, ModelReply(text=cut))
    assert read.text == ""
    assert [(c.name, c.arguments) for c in read.tool_calls] == [("write_file", UNREADABLE + cut)]
    assert "not valid JSON" in (native_interpret(read).calls[0].error or "")


def test_other_replies_are_left_as_they_came() -> None:
    constraint = ToolConstraint("llama.cpp", SPECS)
    plain = ModelReply(text="The answer is 4.")  # a server that ignored the constraint
    assert constraint.read_reply(NATIVE, plain) == plain
    plan = ModelRequest(purpose="plan", turn=0, messages=[{"role": "user", "content": "x"}])
    text = ModelReply(text=envelope("read_file", {"path": "a"}))
    assert constraint.read_reply(plan, text) == text
    react = ModelRequest(purpose="step", turn=0, prompt="Thought:")
    assert constraint.read_reply(react, text) == text


def test_defs_of_two_tools_do_not_collide() -> None:
    """Two tools whose schemas both define `Range`: each call keeps its own."""
    other = copy.deepcopy(OTHERS["nested_model"])
    other["$defs"]["Range"]["properties"]["start"] = {"type": "string"}
    specs = [
        {"type": "function", "function": {"name": "a", "parameters": OTHERS["nested_model"]}},
        {"type": "function", "function": {"name": "b", "parameters": other}},
    ]
    schema, grammar = call_schema(specs), react_grammar(specs)
    as_a = {"file": "f", "ranges": [{"start": 1}]}
    as_b = {"file": "f", "ranges": [{"start": "1"}]}
    validator = Draft202012Validator(schema)
    assert validator.is_valid({"name": "a", "arguments": as_a})
    assert validator.is_valid({"name": "b", "arguments": as_b})
    assert not validator.is_valid({"name": "a", "arguments": as_b})
    assert gbnf_accepts(grammar, react_step("b", as_b))
    assert not gbnf_accepts(grammar, react_step("b", as_a))


HOSTILE = {
    name: case
    for name, case in json.loads((DATA / "hostile.json").read_text()).items()
    if not name.startswith("_")
}


@pytest.mark.parametrize("tool", sorted(HOSTILE))
def test_hostile_schemas(tool: str) -> None:
    """Each alone, as a run offers one tool: the grammar compiles (no crash, no empty
    rule, no rule name llguidance refuses), and allows and refuses as the case says."""
    case = HOSTILE[tool]
    specs = [{"type": "function", "function": {"name": tool, "parameters": case["schema"]}}]
    grammar, schema = react_grammar(specs), call_schema(specs)
    validator = Draft202012Validator(case["schema"])
    for arguments in case["valid"]:
        assert validator.is_valid(arguments), "the case itself is valid"
        assert gbnf_accepts(grammar, react_step(tool, arguments)), arguments
        assert Draft202012Validator(schema).is_valid({"name": tool, "arguments": arguments})
        orders = [dict(keys) for keys in itertools.permutations(arguments.items())]
        # llguidance writes an object's keys in an order of its own, as the GBNF does
        assert any(schema_accepts(schema, envelope(tool, each)) for each in orders), arguments
    for arguments in case["invalid"]:
        assert not validator.is_valid(arguments), "the case itself is invalid"
        assert not gbnf_accepts(grammar, react_step(tool, arguments)), arguments
        assert not Draft202012Validator(schema).is_valid({"name": tool, "arguments": arguments})
    for arguments in case.get("wider", []):  # left to the call's schema check
        assert not validator.is_valid(arguments)
        assert not Draft202012Validator(schema).is_valid({"name": tool, "arguments": arguments})


@pytest.mark.parametrize(
    "reply",
    [
        'Action Input: {"argv": ["rm", "-rf", "."]}\n'
        'Action: run_command\nAction Input: {"argv": ["ls"]}',
        'Final Answer: done\nAction: read_file\nAction Input: {"path": "a"}',
    ],
)
def test_a_thought_cannot_start_with_a_marker(reply: str) -> None:
    """Tried: a reply whose thought line is itself a marker, which the reader would take
    over the action the grammar held (the thought must follow the prompt's `Thought:`
    after a space, or be empty)."""
    assert not gbnf_accepts(GRAMMAR, reply)
    assert gbnf_accepts(GRAMMAR, "\n" + reply.split("\n", 1)[1])


@pytest.mark.parametrize(
    "text",
    [
        '{"final_answer": "all done", "name": "list_dir"}',
        '{"name": "list_dir", "arguments": {"path": "."}, "why": "look"}',
        '{"name": "list_dir", "arguments": "{}"}',
    ],
)
def test_json_that_is_not_the_object_asked_for_never_runs_as_arguments(text: str) -> None:
    """A server that ignored the constraint: the reply is an unreadable call of the tool
    it names, whose arguments do not parse, not a call with the reply as its arguments."""
    read = ToolConstraint("llama.cpp", SPECS).read_reply(NATIVE, ModelReply(text=text))
    decision = native_interpret(read)
    assert [call.action for call in decision.calls] == [None]
    assert "not valid JSON" in (decision.calls[0].error or "")


# -- OpenAI's strict function calling -----------------------------------------------


def strict_rules_hold(schema: Any) -> bool:
    """Strict mode's rules for a schema: every object closed, every property required, no
    `default`."""
    if isinstance(schema, list):
        return all(strict_rules_hold(item) for item in schema)
    if not isinstance(schema, dict):
        return True
    if "default" in schema:
        return False
    if schema.get("type") == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        closed = schema.get("additionalProperties") is False
        every = sorted(schema.get("required", [])) == sorted(properties)
        return closed and every and all(strict_rules_hold(sub) for sub in properties.values())
    return all(strict_rules_hold(value) for key, value in schema.items() if key != "enum")


def with_nulls(arguments: Any, schema: Any, root: dict[str, Any]) -> Any:
    """A call as strict mode makes the model write it: every property the schema names is
    there, those left out as null."""
    if isinstance(schema, dict) and "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[-1]]
    if isinstance(arguments, list) and isinstance(schema, dict):
        return [with_nulls(item, schema.get("items"), root) for item in arguments]
    if not isinstance(arguments, dict) or not isinstance(schema, dict):
        return arguments
    properties = schema.get("properties", {})
    filled = {name: with_nulls(arguments[name], properties.get(name), root) for name in arguments}
    return filled | {name: None for name in properties if name not in arguments}


@pytest.mark.parametrize("tool", sorted(SCHEMAS))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_strict_tools_take_every_call_and_give_it_back_as_it_was(
    tool: str, data: st.DataObject
) -> None:
    """Each tool as OpenAI's strict mode takes it (or, a map's, not strict at all); a call
    written under it (its left-out properties null) is valid under the strict schema, and
    read back it is the call as the tool's own schema has it."""
    schema = SCHEMAS[tool]
    spec = strict_spec({"type": "function", "function": {"name": tool, "parameters": schema}})
    function = spec["function"]
    if not function.get("strict"):
        assert function["parameters"] == schema, "offered as it is"
        return
    strict = function["parameters"]
    assert strict_rules_hold(strict)
    arguments = data.draw(valid(schema, schema))
    written = with_nulls(arguments, schema, schema)
    assert Draft202012Validator(strict).is_valid(written), written
    own = {"type": "function", "function": {"name": tool, "parameters": schema}}
    constraint = ToolConstraint("openai", [own])  # the run's tools, as they are
    reply = ModelReply(tool_calls=[ToolCall(id="c", name=tool, arguments=json.dumps(written))])
    [call] = constraint.read_reply(NATIVE, reply).tool_calls
    back = json.loads(call.arguments)
    assert Draft202012Validator(schema).is_valid(back), back
    assert {key: value for key, value in back.items() if key in arguments} == arguments
    assert all(back[key] is None for key in back.keys() - arguments.keys()), "nulls it allows"


def test_an_openai_step_sends_strict_tools_and_no_grammar() -> None:
    constraint = ToolConstraint("openai", SPECS)
    native = ModelRequest(
        purpose="step", turn=0, messages=[{"role": "user", "content": "x"}], tools=SPECS
    )
    assert constraint.fields(native) == {}
    offered = {spec["function"]["name"]: spec["function"] for spec in constraint.offered(native)}
    assert offered["read_file"]["strict"] is True
    assert offered["read_file"]["parameters"]["required"] == ["path", "start_line", "end_line"]
    assert "strict" not in offered["choices"], "a map of free keys: not strict"
    plan = ModelRequest(purpose="plan", turn=0, messages=[], tools=SPECS)
    assert constraint.offered(plan) == SPECS
    with pytest.raises(ModelError, match="takes a JSON schema, not a grammar"):
        constraint.fields(ModelRequest(purpose="step", turn=0, prompt="Thought:"))
