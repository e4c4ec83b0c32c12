"""An accepted skill as a registry tool, run with the real built-in tools in a folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.agent.shapes import Action
from harness.learning import SkillProposal, mine_skills, skill_sequences, skill_tool, with_skills
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.learning.logs import records


def _proposal() -> SkillProposal:
    """write a file, read it back, evaluate an expression: mined from three runs."""
    runs = [
        records(
            f"r{i}",
            [
                ("write_file", {"path": f"notes/{i}.txt", "content": f"note {i}\n"}),
                ("read_file", {"path": f"notes/{i}.txt"}),
                ("calculator", {"expression": f"{i} * 7"}),
            ],
        )
        for i in range(3)
    ]
    [proposal] = mine_skills([r for run in runs for r in run])
    return proposal


def test_an_accepted_skill_runs_its_steps_in_order_with_the_parameters_filled(tmp_path: Path):
    registry = with_skills(builtin_registry(), [_proposal()])
    name = "skill_write_file_read_file_calculator"
    assert registry.get(name) is not None
    arguments = {"path": "out/today.txt", "content": "hello\nworld\n", "expression": "6 * 7"}
    output = registry.execute(
        Action(tool=name, arguments=arguments), ToolContext(workspace=tmp_path)
    )
    assert not output.is_error
    assert (tmp_path / "out" / "today.txt").read_text() == "hello\nworld\n"
    text = output.decode()
    assert text.index("[step 1/3: write_file") < text.index("[step 2/3: read_file")
    assert "wrote 12 bytes to out/today.txt" in text
    assert "hello\nworld\n" in text  # what read_file returned
    assert text.rstrip().endswith("42")  # what the calculator returned


def test_it_stops_at_the_first_step_that_fails(tmp_path: Path):
    registry = with_skills(builtin_registry(), [_proposal()])
    name = "skill_write_file_read_file_calculator"
    arguments = {"path": "../escape.txt", "content": "x", "expression": "1 + 1"}
    output = registry.execute(
        Action(tool=name, arguments=arguments), ToolContext(workspace=tmp_path)
    )
    text = output.decode()
    assert output.is_error
    assert "outside the workspace" in text
    assert "steps 2..3 did not run" in text
    assert "[step 2/3" not in text and "[step 3/3" not in text
    assert not (tmp_path.parent / "escape.txt").exists()


def test_the_registry_checks_the_skills_parameters_like_any_tool(tmp_path: Path):
    registry = with_skills(builtin_registry(), [_proposal()])
    tool = registry.get("skill_write_file_read_file_calculator")
    assert tool is not None
    assert tool.parameters["required"] == ["path", "content", "expression"]
    output = registry.execute(
        Action(tool=tool.name, arguments={"path": "a"}), ToolContext(workspace=tmp_path)
    )
    assert output.is_error and "invalid arguments" in output.decode()
    assert list(tmp_path.iterdir()) == []


def test_a_skill_is_a_write_when_a_step_writes_and_as_external_as_its_most_external_step():
    registry = builtin_registry()
    tool = skill_tool(_proposal(), registry)
    assert tool.effect == "write" and tool.trust_lane == "internal"
    proposal = _proposal()
    steps = [s.model_copy(update={"tool": "http_fetch"}) if s.tool == "calculator" else s
             for s in proposal.steps]  # fmt: skip
    fetch = proposal.model_copy(update={"steps": steps})
    assert skill_tool(fetch, registry).trust_lane == "external-web"


def test_a_skill_that_calls_a_missing_tool_cannot_be_built():
    registry = builtin_registry().only(["read_file", "calculator"])
    with pytest.raises(KeyError, match="write_file"):
        skill_tool(_proposal(), registry)


def test_accepted_skills_in_a_registry_lower_the_novelty_of_the_same_pattern():
    registry = with_skills(builtin_registry(), [_proposal()])
    assert skill_sequences(registry) == [["write_file", "read_file", "calculator"]]
    assert skill_sequences(builtin_registry()) == []
