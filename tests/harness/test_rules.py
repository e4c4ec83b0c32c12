"""Review rules (harness/gate/rules.py) and the gate that applies them, on the research-and-write
scenario: a fetched page taints the context, then the model writes notes.md."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from harness import scenarios
from harness.agent.shapes import Action, AgentRunResult
from harness.gate.policy import Gate, Policy
from harness.gate.rules import ArgumentMatch, Rule, exact_values, proposed
from harness.reporting.events import Event, PolicyDecided, RunPaused
from harness.reporting.sinks import ListSink

SCENARIO = scenarios.load("research-and-write")
WRITE = SCENARIO.turns[1]
NOTES = Rule("allow", "write_file", (ArgumentMatch("path", "exact", "notes.md"),), id="7")


def _run(workspace: Path, policy: Policy, rules: list[Rule]) -> tuple[AgentRunResult, list[Event]]:
    sink = ListSink()
    with scenarios.prepared(SCENARIO, workspace) as variables:
        agent = scenarios.build_agent(
            SCENARIO, variables, workspace, pause_hook=Gate(policy, rules=lambda: rules)
        )
        result = agent.run(SCENARIO.goal_text(variables), sink)
    return result, sink.events


def _write_decision(events: list[Event]) -> PolicyDecided:
    return next(e for e in events if isinstance(e, PolicyDecided) and e.action.tool == "write_file")


def test_a_rule_that_pins_every_argument_lets_the_tainted_write_through_named(tmp_path: Path):
    """The reviewer saw and approved this very call: path and content as they are."""
    call = Action(tool="write_file", arguments=WRITE.input)
    pinned = dataclasses.replace(proposed(call, "allow", exact_values), id="7")
    result, events = _run(tmp_path, Policy(), [pinned])
    assert result.stopped_reason != "paused" and (tmp_path / "notes.md").exists()
    decided = _write_decision(events)
    assert (decided.outcome, decided.rule) == ("allow", "rule:7")
    assert 'allow write_file(path="notes.md", content="# Tidal power' in decided.reason


@pytest.mark.parametrize(
    "content",
    [None, ArgumentMatch("content", "glob", "*")],
    ids=["content free", "content a glob"],
)
def test_a_rule_decides_only_what_it_pins(tmp_path: Path, content: ArgumentMatch | None):
    """`allow write_file(path="notes.md")` leaves the content free: the content copies the
    fetched page (tainted), so the write still asks, the rule named as matched and why it
    did not decide. A glob is not a pin: it lets any text through."""
    rule = (
        NOTES
        if content is None
        else Rule("allow", "write_file", (*NOTES.arguments, content), id="7")
    )
    result, events = _run(tmp_path, Policy(), [rule])
    paused = events[-1]
    assert result.stopped_reason == "paused" and isinstance(paused, RunPaused)
    assert not (tmp_path / "notes.md").exists()
    overruled = paused.details["overruled"]
    assert overruled["id"] == "7" and overruled["rule"] == rule.describe()
    assert "content copies art_" in overruled["why"]
    assert f"{rule.describe()} matched, but it does not pin" in paused.reason


def test_a_rule_over_clean_free_arguments_still_decides(tmp_path: Path):
    """A free argument that copies no tainted text (the model's own, here) leaves the rule
    to decide: the rule saves the asks it was kept for."""
    own = {"path": "notes.md", "content": "My own words on the subject.\n"}
    scenario = SCENARIO.model_copy(
        update={
            "turns": [
                SCENARIO.turns[0],
                WRITE.model_copy(update={"input": own}),
                *SCENARIO.turns[2:],
            ]
        }
    )
    sink = ListSink()
    with scenarios.prepared(scenario, tmp_path) as variables:
        agent = scenarios.build_agent(
            scenario, variables, tmp_path, pause_hook=Gate(Policy(), rules=lambda: [NOTES])
        )
        result = agent.run(scenario.goal_text(variables), sink)
    assert result.stopped_reason == "final_answer"
    decided = _write_decision(sink.events)
    assert (decided.outcome, decided.rule) == ("allow", "rule:7")


def test_without_the_rule_or_with_another_path_the_write_waits(tmp_path: Path):
    other = Rule("allow", "write_file", (ArgumentMatch("path", "exact", "other.md"),), id="8")
    result, events = _run(tmp_path, Policy(), [other])
    assert result.stopped_reason == "paused" and isinstance(events[-1], RunPaused)
    assert not (tmp_path / "notes.md").exists()


@pytest.mark.parametrize(
    ("policy", "outcome", "rule"),
    [
        (Policy(deny=["write_file"]), "deny", "deny:write_file"),
        (Policy(ask=["write_file(path=*.md)"]), "pause", "ask:write_file(path=*.md)"),
    ],
)
def test_a_rule_never_allows_what_the_policy_denies_or_asks_for(
    tmp_path: Path, policy: Policy, outcome: str, rule: str
):
    _, events = _run(tmp_path, policy, [NOTES])
    if outcome == "pause":
        paused = events[-1]
        assert isinstance(paused, RunPaused) and paused.rule == rule
    else:
        decided = _write_decision(events)
        assert (decided.outcome, decided.rule) == (outcome, rule)
    assert not (tmp_path / "notes.md").exists()


def test_a_deny_rule_refuses_the_call(tmp_path: Path):
    barred = Rule("deny", "write_file", (ArgumentMatch("path", "glob", "*.md"),), id="9")
    _, events = _run(tmp_path, Policy(mode="confirm_none"), [NOTES, barred])
    decided = _write_decision(events)
    assert (decided.outcome, decided.rule) == ("deny", "rule:9")
    assert not (tmp_path / "notes.md").exists()


def test_exact_values_are_matched_exactly_even_with_glob_characters():
    call = Action(tool="send_money", arguments={"recipient": "GB*[1]", "amount": 10.5})
    exact = proposed(call, "allow", exact_values)
    assert exact.matches(call)
    assert not exact.matches(
        Action(tool="send_money", arguments={"recipient": "GB71", "amount": 10.5})
    )
    assert exact.describe() == 'allow send_money(recipient="GB*[1]", amount="10.5")'
    loose = proposed(call, "allow", lambda name, value: "exact" if name == "recipient" else "any")
    assert loose.matches(Action(tool="send_money", arguments={"recipient": "GB*[1]", "amount": 99}))
    assert not loose.matches(Action(tool="send_money", arguments={"amount": 99}))
    assert not loose.matches(Action(tool="send_email", arguments={"recipient": "GB*[1]"}))


def test_a_rule_reads_back_what_it_wrote_and_refuses_a_malformed_one():
    assert Rule.from_json(NOTES.as_json(), id="7") == NOTES
    for bad, says in [
        ({"effect": "maybe", "tool": "x"}, "allow or deny"),
        ({"effect": "allow", "tool": ""}, "names its tool"),
        (
            {
                "effect": "allow",
                "tool": "x",
                "arguments": [{"name": "a", "kind": "re", "value": ""}],
            },
            "exact|glob",
        ),
        (
            {
                "effect": "allow",
                "tool": "x",
                "arguments": [{"name": "a", "kind": "exact", "value": 3}],
            },
            "is text",
        ),
        (
            {
                "effect": "allow",
                "tool": "x",
                "arguments": [{"name": "a", "kind": "exact", "value": "1"}] * 2,
            },
            "once",
        ),
    ]:
        with pytest.raises(ValueError, match=says):
            Rule.from_json(bad)
