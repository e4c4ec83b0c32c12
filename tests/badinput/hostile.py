"""Hypothesis strategies for what a hostile model or tool sends, shared by the bad-input tests."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

DECODE_ERRORS = ["replace", "ignore", "surrogateescape", "backslashreplace"]

any_character = st.characters(exclude_categories=())
"""Every code point, lone surrogates (U+D800-U+DFFF) and NUL included."""


def hostile_text(max_size: int = 60) -> st.SearchStrategy[str]:
    """Any text: every code point, or random bytes decoded with each error handler."""
    decoded = st.tuples(st.binary(max_size=max_size), st.sampled_from(DECODE_ERRORS)).map(
        lambda pair: pair[0].decode("utf-8", pair[1])
    )
    latin = st.binary(max_size=max_size).map(lambda data: data.decode("latin-1"))
    return st.one_of(st.text(any_character, max_size=max_size), decoded, latin)


json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(any_character, max_size=20)
)
"""Floats include NaN and the infinities, which Python's JSON writes as NaN and Infinity."""
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(any_character, max_size=8), inner)
    ),
    max_leaves=12,
)


def nested_array(depth: int) -> str:
    return "[" * depth + "]" * depth


def nested_object(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


DEPTHS = st.one_of(
    st.integers(1, 3000), st.sampled_from([63, 64, 65, 250, 254, 255, 256, 990, 1000, 1001])
)
"""Nesting around the harness's limit (64), pydantic's (255) and Python's recursion (1000)."""


def _wrong_types() -> st.SearchStrategy[dict[str, Any]]:
    """The offered tools' arguments with values of any type, and fields they do not have."""
    return st.one_of(
        st.fixed_dictionaries({"expression": json_values}),
        st.fixed_dictionaries({"path": json_values}, optional={"start_line": json_values,
                                                               "end_line": json_values}),
        st.fixed_dictionaries({"path": json_values, "content": json_values}),
        st.dictionaries(st.text(any_character, max_size=12), json_values, max_size=4),
    )  # fmt: skip


def _cut(pair: tuple[str, int]) -> str:
    text, at = pair
    return text[: at % (len(text) + 1)]


_objects = _wrong_types().map(json.dumps)

argument_texts = st.one_of(
    _objects,
    json_values.map(json.dumps),  # not an object, often
    DEPTHS.map(lambda n: '{"expression": ' + nested_array(n) + "}"),
    DEPTHS.map(nested_object),
    st.tuples(_objects, st.integers(0, 200)).map(_cut),  # valid JSON cut short
    st.sampled_from(
        [
            '{"expression": "\\ud800"}',
            '{"\\udfff": 1}',
            '{"expression": NaN}',
            '{"expression": 1e999}',
            '{"path": "README.md", "start_line": -Infinity}',
            "{'expression': '1+1'}",
            '{"expression": "1+1",}',
            "",
            "null",
        ]
    ),
    _objects.map(lambda text: f"```json\n{text}\n```"),
    hostile_text(),
)
"""What follows `Action Input:` or fills a native call's arguments."""

OFFERED = ["calculator", "list_dir", "read_file", "write_file"]
"""The real tools the model replies are played against (artifact_read comes with the loop)."""
NOT_OFFERED = ["run_command", "run_tests", "http_fetch", "nope"]

tool_names = st.one_of(
    st.sampled_from([*OFFERED, "artifact_read", *NOT_OFFERED, "", " ", "x" * 300]),
    hostile_text(max_size=30),
)

MARKERS = ["Thought:", "Action:", "Action Input:", "Observation:", "Final Answer:"]


@st.composite
def react_actions(draw: st.DrawFn) -> str:
    """A reply in the expected shape with anything in its places."""
    thought = draw(hostile_text())
    return f"{thought}\nAction: {draw(tool_names)}\nAction Input: {draw(argument_texts)}"


marker_soup = st.lists(
    st.one_of(st.sampled_from(MARKERS), tool_names, argument_texts, hostile_text(max_size=20)),
    max_size=12,
).map("\n".join)
"""Markers missing, repeated, out of order, and what goes between them, shuffled."""

react_replies = st.one_of(hostile_text(200), react_actions(), marker_soup)

native_calls = st.lists(st.tuples(tool_names, argument_texts), max_size=4)
"""A native turn's tool calls: (name, the raw arguments text)."""
