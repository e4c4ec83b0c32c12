"""parse_react_step: markers at line starts, whitespace, Final Answer wins, never raises."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.agent.shapes import Action
from harness.chat.react import parse_react_step


def test_it_reads_thought_action_and_input():
    step = parse_react_step(' I should run them.\nAction: run_tests\nAction Input: {"target": "."}')
    assert step.thought == "I should run them."
    assert step.action == Action(tool="run_tests", arguments={"target": "."})
    assert step.final_answer is None
    assert step.parse_error is None


def test_it_reads_an_explicit_thought_marker():
    step = parse_react_step("Thought: check\nAction: calculator\nAction Input: {}")
    assert step.thought == "check"
    assert step.action == Action(tool="calculator", arguments={})


def test_it_counts_markers_only_at_the_start_of_a_line():
    text = " I read 'Action: rm' in the docs.\nAction: list_dir\nAction Input: {}"
    step = parse_react_step(text)
    assert step.action == Action(tool="list_dir", arguments={})
    only_inline = parse_react_step("The page said Final Answer: 42 and Action: x")
    assert only_inline.parse_error is not None
    assert only_inline.final_answer is None


def test_it_never_joins_action_to_the_next_line():
    # After "Action:" only spaces and tabs are skipped: the tool name is on the marker's line.
    step = parse_react_step("Thought: t\nAction:\nrun_tests\nAction Input: {}")
    assert step.action is None
    assert "same line" in (step.parse_error or "")


def test_it_skips_tabs_and_spaces_after_the_colon():
    step = parse_react_step("Thought:\t \tx\nAction: \t calculator\nAction Input:\t{}")
    assert step.thought == "x"
    assert step.action == Action(tool="calculator", arguments={})


def test_it_lets_final_answer_win_over_an_action():
    text = "Thought: done\nAction: calculator\nAction Input: {}\nFinal Answer: 14"
    step = parse_react_step(text)
    assert step.final_answer == "14"
    assert step.action is None
    assert step.parse_error is None
    before = parse_react_step("Final Answer: 14\nAction: calculator\nAction Input: {}")
    assert before.final_answer == "14"
    assert before.action is None


def test_it_keeps_a_multiline_final_answer():
    step = parse_react_step(" ok\nFinal Answer: line one\nline two")
    assert step.final_answer == "line one\nline two"


def test_it_requires_action_input_to_be_a_json_object():
    for text, expected in [
        ('Action: calculator\nAction Input: ["a"]', "JSON array"),
        ("Action: calculator\nAction Input: 3", "JSON number"),
        ('Action: calculator\nAction Input: "x"', "JSON string"),
        ("Action: calculator\nAction Input: null", "JSON null"),
        ('Action: calculator\nAction Input: {"a": 1', "not valid JSON"),
        ("Action: calculator\nAction Input: ", "not valid JSON"),
    ]:
        step = parse_react_step(text)
        assert step.action is None, text
        assert expected in (step.parse_error or ""), (text, step.parse_error)
        assert "calculator" in (step.parse_error or "")


def test_it_names_a_missing_action_input():
    step = parse_react_step("Thought: x\nAction: calculator")
    assert step.action is None
    assert "Action Input" in (step.parse_error or "")


def test_it_accepts_a_fenced_json_object():
    step = parse_react_step('Action: calculator\nAction Input: ```json\n{"expression": "1"}\n```')
    assert step.action == Action(tool="calculator", arguments={"expression": "1"})


def test_it_calls_text_without_markers_no_progress():
    step = parse_react_step("I am not sure what to do.")
    assert step.action is None and step.final_answer is None
    assert "no Thought/Action/Final Answer marker" in (step.parse_error or "")


def test_it_needs_an_action_or_an_answer_after_a_thought():
    step = parse_react_step("Thought: hmm")
    assert step.thought == "hmm"
    assert "no Action or Final Answer" in (step.parse_error or "")


def test_it_survives_deeply_nested_json():
    deep = "[" * 100_000 + "]" * 100_000
    step = parse_react_step(f'Action: calculator\nAction Input: {{"a": {deep}}}')
    assert step.action is None
    assert step.parse_error is not None


def test_it_takes_the_first_action_of_several():
    text = "Action: a\nAction Input: {}\nAction: b\nAction Input: {}"
    step = parse_react_step(text)
    assert step.action == Action(tool="a", arguments={})


@settings(max_examples=500)
@given(st.text())
def test_it_never_raises_on_any_text(text: str):
    step = parse_react_step(text)
    assert (step.action is None) or (step.parse_error is None and step.final_answer is None)
    assert step.final_answer is None or step.action is None


markers = st.sampled_from(
    [
        "Thought:",
        "Action:",
        "Action Input:",
        "Observation:",
        "Final Answer:",
        "\n",
        " ",
        "\t",
        "{",
        "}",
        '"',
        "[",
        "]",
        ":",
        "```",
        "\r\n",
        "\x00",
        "\u2028",
    ]
)


@settings(max_examples=500)
@given(st.lists(st.one_of(markers, st.text(max_size=8)), max_size=40).map("".join))
def test_it_never_raises_on_marker_soup(text: str):
    step = parse_react_step(text)
    assert step.parse_error is None or step.action is None
    if step.action is not None:
        assert isinstance(step.action.arguments, dict)
