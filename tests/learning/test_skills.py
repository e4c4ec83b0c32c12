"""Pattern mining on constructed logs, near-misses included, and the proposals it makes."""

from __future__ import annotations

from typing import Any

import pytest

from harness.learning import ToolCallRecord, mine_skills, novelty
from harness.learning.skills import skill_name
from tests.learning.logs import records, tools


def _mine(*runs: list[ToolCallRecord], **options: Any) -> list[list[str]]:
    """The tool sequences proposed from these runs."""
    return [p.tools for p in mine_skills([r for run in runs for r in run], **options)]


def test_a_sequence_in_three_runs_is_proposed():
    found = _mine(tools("r1", "a b c"), tools("r2", "x a b c"), tools("r3", "a b c y"))
    assert found == [["a", "b", "c"]]


def test_a_sequence_in_only_two_runs_is_not():
    assert _mine(tools("r1", "a b c"), tools("r2", "a b c"), tools("r3", "a b")) == []


def test_three_occurrences_in_one_run_count_as_one_run():
    assert _mine(tools("r1", "a b c a b c a b c"), tools("r2", "a b c")) == []
    [proposal] = mine_skills(
        tools("r1", "a b c a b c") + tools("r2", "a b c") + tools("r3", "a b c")
    )
    assert proposal.support == ["r1", "r2", "r3"] and proposal.occurrences == 4


def test_an_extra_call_in_between_breaks_the_sequence():
    assert _mine(tools("r1", "a b c"), tools("r2", "a b c"), tools("r3", "a b x c")) == []


def test_a_call_the_harness_refused_breaks_the_sequence_too():
    refused = tools("r3", "a b c")
    refused[1] = refused[1].model_copy(update={"is_error": True, "harness_error": True})
    assert _mine(tools("r1", "a b c"), tools("r2", "a b c"), refused) == []


def test_only_the_longest_pattern_is_proposed_when_its_parts_recur_no_more_often():
    runs = [tools(f"r{i}", "a b c d e") for i in range(3)]
    assert _mine(*runs) == [["a", "b", "c", "d", "e"]]


def test_a_part_that_recurs_in_more_runs_is_proposed_as_well():
    runs = [tools(f"r{i}", "a b c d") for i in range(3)] + [tools("r9", "z a b c")]
    assert _mine(*runs) == [["a", "b", "c"], ["a", "b", "c", "d"]]
    [shorter, longer] = mine_skills([r for run in runs for r in run])
    assert len(shorter.support) == 4 and len(longer.support) == 3


def test_the_thresholds_can_be_changed():
    runs = [tools("r1", "a b"), tools("r2", "a b")]
    assert _mine(*runs, min_length=2, min_runs=2) == [["a", "b"]]
    assert _mine(*[tools(f"r{i}", "a b c d e f") for i in range(3)], max_length=4) == [
        ["a", "b", "c", "d"], ["b", "c", "d", "e"], ["c", "d", "e", "f"],
    ]  # fmt: skip
    with pytest.raises(ValueError):
        mine_skills([], min_length=1)


def test_arguments_that_vary_become_parameters_and_constant_ones_stay_literal():
    runs = [
        records(
            f"r{i}",
            [
                ("read_file", {"path": name, "start_line": 1}),
                ("calculator", {"expression": f"{i} + 1"}),
                ("write_file", {"path": name, "content": "fixed"}),
            ],
        )
        for i, name in enumerate(["a.py", "b.py", "c.py"])
    ]
    [proposal] = mine_skills([r for run in runs for r in run])
    assert [step.arguments for step in proposal.steps] == [
        {"path": "{{path}}", "start_line": 1},
        {"expression": "{{expression}}"},
        {"path": "{{path}}", "content": "fixed"},  # the same file each time: one parameter
    ]
    params = {p.name: p for p in proposal.parameters}
    assert set(params) == {"path", "expression"}
    assert params["path"].examples == ["a.py", "b.py", "c.py"]
    assert params["path"].json_type == "string"


def test_a_key_not_every_occurrence_passed_is_left_to_the_default():
    runs = [
        records("r1", [("read_file", {"path": "a", "end_line": 3}), ("b", {}), ("c", {})]),
        records("r2", [("read_file", {"path": "a"}), ("b", {}), ("c", {})]),
        records("r3", [("read_file", {"path": "a"}), ("b", {}), ("c", {})]),
    ]
    [proposal] = mine_skills([r for run in runs for r in run])
    assert proposal.steps[0].arguments == {"path": "a"} and proposal.parameters == []


def test_two_varying_arguments_with_the_same_key_get_different_names():
    runs = [
        records(
            f"r{i}",
            [("read_file", {"path": f"in{i}"}), ("b", {}), ("write_file", {"path": f"out{i}"})],
        )
        for i in range(3)
    ]
    [proposal] = mine_skills([r for run in runs for r in run])
    assert [p.name for p in proposal.parameters] == ["path", "path_3"]
    assert proposal.steps[2].arguments == {"path": "{{path_3}}"}


def test_novelty_is_one_minus_the_largest_bigram_overlap():
    assert novelty(["a", "b", "c"], []) == 1.0
    assert novelty(["a", "b", "c"], [["a", "b", "c"]]) == 0.0
    # {ab, bc} against {ab, bx}: 1 shared of 3 in all
    assert novelty(["a", "b", "c"], [["a", "b", "x"], ["q"]]) == pytest.approx(2 / 3)
    assert novelty(["a", "b", "c"], [["c", "b", "a"]]) == 1.0  # the order matters


def test_a_proposal_is_scored_against_the_accepted_skills():
    runs = [r for i in range(3) for r in tools(f"r{i}", "a b c")]
    [fresh] = mine_skills(runs)
    [known] = mine_skills(runs, existing=[["a", "b", "c"]])
    assert (fresh.novelty, known.novelty) == (1.0, 0.0)


def test_the_skill_md_describes_parameters_steps_and_evidence():
    runs = [records(f"r{i}", [("read_file", {"path": f"{i}.py"}), ("b", {}), ("c", {"k": 1})])
            for i in range(3)]  # fmt: skip
    [proposal] = mine_skills([r for run in runs for r in run])
    text = proposal.skill_md
    assert text.startswith(f"---\nname: {proposal.name}\n")
    assert '- `path` (string), e.g. "0.py", "1.py", "2.py"' in text
    assert '1. `read_file` with {"path": "{{path}}"}' in text
    assert '3. `c` with {"k": 1}' in text
    assert "seen in 3 runs: r0, r1, r2" in text and "novelty: 1.00" in text


def test_a_skill_name_is_a_valid_tool_name_even_for_long_sequences():
    assert skill_name(["run_tests", "read_file", "write_file"]) == (
        "skill_run_tests_read_file_write_file"
    )
    long_one, other = skill_name(["read_file"] * 9), skill_name(["read_file"] * 10)
    assert len(long_one) == 64 and long_one != other
    assert skill_name(["a.b", "c d", "e"]) == "skill_a_b_c_d_e"
