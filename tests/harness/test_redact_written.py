"""Issue 18: what the model writes (thoughts, answers, tool arguments) is redacted where it
is shown, by the same detectors as tool output; a reviewer's edit keeps the secrets it
cannot see."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.redact import (
    ANY_MARKER,
    redact_arguments,
    redact_json,
    redact_string,
    redact_text,
    restore_arguments,
)
from tests.harness.test_redact import GITHUB, KINDS, PRIVATE_KEY, STRIPE

SECRETS = [secret for _, secret, _ in KINDS]


@pytest.mark.parametrize(("line", "secret", "kind"), KINDS)
def test_a_string_is_redacted_as_tool_output_is(line: str, secret: str, kind: str):
    assert redact_string(line) == redact_text(line)[0]
    assert secret not in redact_string(f"I will write {line} now")


def test_a_private_key_in_a_string_goes_whole():
    redacted = redact_string(f"here:\n{PRIVATE_KEY}\nthat's it")
    assert redacted == "here:\n[REDACTED:private-key]\nthat's it"
    assert redact_string(f"cut {PRIVATE_KEY[:90]}") == "cut [REDACTED:private-key]"


def test_a_value_under_a_key_that_names_a_secret_is_read_as_that_assignment():
    value = {"password": "correcthorse42", "token_count": "12", "list": ["api_key"]}
    assert redact_json(value) == {
        "password": "[REDACTED:password]",
        "token_count": "12",
        "list": ["api_key"],
    }


def test_arguments_number_their_secrets_and_an_edit_keeps_them():
    raw = {"path": "ci.env", "content": f"GITHUB_TOKEN={GITHUB}\ncharge with {STRIPE}\n"}
    shown = redact_arguments(raw)
    assert shown["content"] == (
        "GITHUB_TOKEN=[REDACTED:github-token#1]\ncharge with [REDACTED:stripe-access-key#2]\n"
    )
    # the reviewer renames the file, moves a line and leaves the secrets' markers as shown
    first, second = shown["content"].splitlines()
    edited = {"path": "prod.env", "content": f"# checked\n{second}\n{first}\n"}
    assert restore_arguments(edited, raw) == {
        "path": "prod.env",
        "content": f"# checked\ncharge with {STRIPE}\nGITHUB_TOKEN={GITHUB}\n",
    }


def test_a_marker_no_secret_of_the_call_has_stays_as_it_is():
    raw = {"content": f"GITHUB_TOKEN={GITHUB}"}
    edited = {"content": "[REDACTED:github-token#2] [REDACTED:jwt#1] [REDACTED:password]"}
    assert restore_arguments(edited, raw) == edited


fragments = st.sampled_from(
    [*SECRETS, *(line for line, _, _ in KINDS), PRIVATE_KEY, "password = ", "token", "\n",
     " ", "\r\n", "[REDACTED:password]", "api_key: ", "'", '"', "ok", "sk-", "ghp_"]
)  # fmt: skip
texts = st.lists(fragments | st.text(max_size=8), max_size=12).map("".join)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | texts,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(["password", "content", "path", "token", "x"]), inner, max_size=4
        )
    ),
    max_leaves=12,
)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(text=texts)
def test_a_text_is_redacted_as_tool_output_is_and_again_keeps_its_markers(text: str):
    # text shown twice over (a packet's redacted excerpt in a step) keeps its labels
    once = redact_string(text)
    twice = Counter(ANY_MARKER.findall(redact_string(once)))
    assert twice >= Counter(ANY_MARKER.findall(once))
    if "-----BEGIN" not in text:  # a key block's line ends differ; the rest is the same
        assert once == redact_text(text)[0]


@settings(max_examples=300, derandomize=True, deadline=None)
@given(raw=json_values)
def test_an_edit_that_changes_nothing_restores_the_arguments_exactly(raw: Any):
    shown = redact_arguments(raw)
    assert restore_arguments(json.loads(json.dumps(shown)), raw) == raw
