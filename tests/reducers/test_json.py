"""The JSON reducer and the contract machinery the JSON-speaking reducers share."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families import json as contracts
from harness.reducers.families.github import GH
from harness.reducers.families.install import INSTALL
from harness.reducers.families.json import (
    JSON,
    excerpt,
    load,
    nesting_depth,
    pointer,
    register,
    run,
    value_at,
)
from harness.reducers.families.kubectl import KUBECTL
from harness.reducers.families.terraform import TERRAFORM
from tests.reducers.helpers import newest, resolve
from tests.reducers.structured import BUDGETS, info, reduce, sample

KEYS = ("error", "message", "status", "code", "items", "kind", "apiVersion", "metadata",
        "statusCheckRollup", "resource_changes", "a/b", "m~n")  # fmt: skip
API_ERROR = {
    "data": None,
    "error": {"code": 404, "message": "Not Found: repository acme/shop",
              "details": [{"reason": "missing", "location": "path/owner"}]},
    "items": [{"id": n, "name": f"item-{n}", "tags": ["a", "b"]} for n in range(40)],
    "status": "failed",
}  # fmt: skip


def _doc(value: object, **kwargs: object) -> Document:
    return Document(json.dumps(value, **kwargs).encode())  # type: ignore[arg-type]


@pytest.mark.parametrize("budget", BUDGETS)
def test_an_api_error_fits_with_exact_pointer_citations(budget: int):
    reduce(JSON, _doc(API_ERROR, indent=2), "json", budget)


def test_the_default_contract_gives_shape_and_error_keys():
    packet = reduce(JSON, _doc(API_ERROR, indent=2), "json", 4096)
    fields = packet.fields
    assert fields["json"] == "object[4], 4 levels deep"
    assert fields["/error/message"] == "Not Found: repository acme/shop"
    assert fields["/error/code"] == "404"
    assert fields["/status"] == "failed"
    assert fields["keys"] == ["data: null", "error: object[3]", "items: array[40]",
                              "status: string[6]"]  # fmt: skip
    assert list(fields).index("/error/message") < list(fields).index("/status")
    assert packet.citations[0].pointer == "/error"


def test_an_array_is_summarised_by_length_and_first_item():
    packet = reduce(JSON, _doc([{"id": n, "name": "x"} for n in range(500)]), "json", 1024)
    assert packet.fields["json"] == "array[500], 2 levels deep"
    assert packet.fields["first_item"] == "object[2] {id, name}"


def test_ten_thousand_deep_nesting_gives_a_packet_quickly():
    doc = Document(b"[" * 10_000 + b"]" * 10_000)
    started = time.perf_counter()
    packet = reduce(JSON, doc, "json", 512)
    assert time.perf_counter() - started < 2
    assert "nested 10000 levels deep" in str(packet.fields["json"])


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deeper_nesting_than_jq_allows_is_no_error_either(depth: int):
    doc = Document(b'{"a":' * depth + b"1" + b"}" * depth)
    packet = reduce(JSON, doc, "json", 512)
    assert f"nested {depth} levels deep" in str(packet.fields["json"])


def test_a_five_megabyte_single_line_gives_a_packet_quickly():
    items = [{"id": n, "name": f"item-{n}", "nested": {"x": n, "y": "z" * 40}}
             for n in range(50_000)]  # fmt: skip
    doc = _doc({"items": items, "error": {"message": "partial result"}}, separators=(",", ":"))
    assert doc.size > 5_000_000 and doc.line_count == 1
    started = time.perf_counter()
    packet = reduce(JSON, doc, "json", 4096)
    assert time.perf_counter() - started < 5
    assert packet.fields["/error/message"] == "partial result"


def test_output_too_big_to_parse_is_read_as_text(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(contracts, "MAX_PARSE_BYTES", 1000)
    doc = _doc(API_ERROR, indent=2)
    packet = reduce(JSON, doc, "json", 512)
    assert packet.summary[0] == "JSON expected, too big to parse; read as text"


def test_invalid_json_with_a_json_content_type_is_read_as_text():
    doc = Document(b'{"error": "cut here' + b" x" * 1000)
    assert JSON.sniff(doc, info(doc, "web", content_type="application/json")) > 0
    packet = reduce(JSON, doc, "json", 512)
    assert packet.confidence < 1


def test_nesting_depth_ignores_brackets_in_strings_and_escaped_quotes():
    assert nesting_depth(b'{"a": "[[[{{{", "b": [[1]]}') == 3
    assert nesting_depth(b'["\\"[[[", "\\\\", [[]]]') == 3
    assert nesting_depth(b"[" * 5000 + b"]" * 5000, chunk=64) == 5000


def test_pointers_escape_slash_and_tilde():
    value = {"a/b": {"m~n": [10, 20]}}
    path = ("a/b", "m~n", 1)
    assert pointer(path) == "/a~1b/m~0n/1"
    assert value_at(value, path) == 20 == resolve(value, pointer(path))
    assert excerpt({"é": [1, 2]}) == '{"é":[1,2]}'


def test_named_contracts_are_registered_and_reused():
    register({"test.names": ".items[]?.name"})
    loaded = load(_doc(API_ERROR))
    assert loaded is not None
    assert run(["test.names"], loaded)["test.names"][:2] == ["item-0", "item-1"]
    with pytest.raises(ValueError):
        register({"test.broken": ".items[) |"})


def test_sniff():
    doc = _doc(API_ERROR)
    assert JSON.sniff(doc, info(doc, "process", content_type="application/json")) == 0.8
    assert JSON.sniff(doc, info(doc, "process")) == 0.7
    text = sample("pip", "conflict.txt")
    assert JSON.sniff(text, info(text, "process")) == 0.0
    lines = Document(b'{"a": 1}\n{"a": 2}\n')
    assert JSON.sniff(lines, info(lines, "process")) == 0.0, "JSON lines are not one JSON"


@pytest.mark.parametrize(
    ("family", "name", "content_type", "expected"),
    [("kubectl", "pods.json", "text/plain", "kubectl"),
     ("gh", "pr_view.json", "text/plain", "gh"),
     ("terraform", "plan.json", "text/plain", "terraform"),
     ("terraform", "plan.txt", "text/plain", "terraform"),
     ("npm", "audit.json", "text/plain", "install"),
     ("pip", "conflict.txt", "text/plain", "install"),
     ("web", "release_notes.html", "text/html", "web")],
)  # fmt: skip
def test_the_selector_sends_each_tool_to_its_reducer(
    family: str, name: str, content_type: str, expected: str
):
    doc = sample(family, name)
    selected = ReducerSet(passthrough_below=0).select(
        doc, info(doc, "process", content_type=content_type)
    )
    assert selected.key == newest(expected)


def test_json_fetched_from_the_web_goes_to_the_json_reducer():
    doc = _doc(API_ERROR)
    found = info(doc, "web", content_type="application/json", trust_lane="external-web")
    assert ReducerSet(passthrough_below=0).select(doc, found).key == newest("json")


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(exclude_categories=("Cs",)), max_size=30),
    lambda children: st.lists(children, max_size=6)
    | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=8), children, max_size=6),
    max_leaves=40,
)  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=JSON_VALUES, indent=st.sampled_from([None, 2]), budget=st.sampled_from([256, 1024]))
# Found by hypothesis: resource_changes as an object made terraform read its keys as indexes.
@example(value={"resource_changes": {"error": None}}, indent=None, budget=256)
@example(value={"resource_changes": ["not a change"]}, indent=2, budget=256)
def test_any_json_through_every_json_reducer(value: object, indent: int | None, budget: int):
    doc = _doc(value, indent=indent)
    for reducer in (JSON, KUBECTL, GH, TERRAFORM, INSTALL):
        reduce(reducer, doc, "json", budget)


def test_a_lone_surrogate_escape_does_not_break_the_packet():
    doc = Document(b'{"error": {"message": "bad \\ud800 byte"}, "status": "x\\udc00"}')
    packet = JSON.reduce(doc, info(doc, "json"), 512)  # U+FFFD in place of the lone half
    assert packet.fields["/error/message"] == "bad \ufffd byte"
    assert len(packet.render().encode()) <= 512


@pytest.mark.parametrize(
    ("family", "name", "expected"),
    [("kubectl", "pods.json", "kubectl"), ("gh", "pr_view.json", "gh"),
     ("terraform", "plan.json", "terraform"), ("pnpm", "audit.json", "install")],
)  # fmt: skip
def test_the_generic_reducer_defers_to_a_specialist_even_in_the_json_family(
    family: str, name: str, expected: str
):
    doc = sample(family, name)
    found = info(doc, "json", content_type="application/json")
    assert JSON.sniff(doc, found) == 0.3
    assert ReducerSet(passthrough_below=0).select(doc, found).key == newest(expected)
