"""The reinforcement block: what it says, its budget, and what the model reads in each mode."""

from __future__ import annotations

import json
import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from harness import scenarios
from harness.agent import reinforce
from harness.agent.loop import Agent
from harness.agent.reinforce import HEADER, HINTS, REPEAT, StateBlock, classify, clip
from harness.agent.shapes import (
    Action,
    AgentRunResult,
    AgentStep,
    Observation,
    Plan,
    join_observation,
)
from harness.agent.state import RunState
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.chat.react import THOUGHT
from harness.config import AgentConfig
from harness.reducers import Packet
from harness.reporting.events import ObservationDelivered, ToolFinished
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import RecordingModel, make_agent

ADD = {"thought": "add", "tool": "calculator", "input": {"expression": "1 + 2"}}
MISSING = {"thought": "read", "tool": "read_file", "input": {"path": "nope.txt"}}
DONE = {"thought": "done", "final_answer": "3"}
ARTIFACT = re.compile(r"art_[0-9A-Z]+")


def _play(
    name: str, workspace: Path, **config: Any
) -> tuple[AgentRunResult, ListSink, RecordingModel]:
    """A shipped scenario with real tools; the model's requests are kept."""
    scenario = scenarios.load(name)
    sink = ListSink()
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(scenario, variables, workspace, config=config)
        model = RecordingModel(agent.model)
        agent.model = model
        result = agent.run(scenario.goal_text(variables), sink)
    assert result.stopped_reason == "final_answer"
    return result, sink, model


def _read(request: Any) -> str:
    """Everything the model read in one request, as one text."""
    if request.prompt is not None:
        return str(request.prompt)
    return "\n".join(str(m.get("content") or "") for m in request.messages)


def _step(index: int, output: str, *, error: bool = False, **fields: Any) -> AgentStep:
    action = fields.pop("action", Action(tool="run_command", arguments={"argv": ["x"]}))
    observation = Observation(output=output, is_error=error)
    return AgentStep(index=index, turn=index, action=action, observation=observation, **fields)


def _state(goal: str = "fix it", **config: Any) -> RunState:
    return RunState(run_id="", goal=goal, config=AgentConfig(**config))


# -- the three modes, as the model reads them -------------------------------------------


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_shows_nothing_when_off(tmp_path: Path, channel: str):
    result, _, model = _play("fix-failing-tests", tmp_path, channel=channel, plan=True)
    assert all(step.reinforcement == "" for step in result.steps)
    assert not any(HEADER in _read(r) for r in model.requests)


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_appends_the_block_to_every_tool_return_in_block_mode(tmp_path: Path, channel: str):
    result, _, model = _play(
        "fix-failing-tests", tmp_path, channel=channel, plan=True, reinforcement="block"
    )
    steps = [r for r in model.requests if r.purpose == "step"]
    tools = [s for s in result.steps if s.observation is not None]
    assert len(tools) == 4 and len(steps) == 5
    for number, (request, step) in enumerate(zip(steps[1:], tools, strict=True), start=1):
        assert step.reinforcement.startswith(HEADER)
        read = step.observation.output + "\n\n" + step.reinforcement
        if channel == "react":
            assert request.prompt.endswith(f"\nObservation: {read}{THOUGHT}")
        else:
            assert request.messages[-1] == {
                "role": "tool",
                "tool_call_id": step.call_id,
                "content": read,
            }
        assert _read(request).count(HEADER) == number, "earlier blocks stay where they were"
    first, last = tools[0].reinforcement, tools[-1].reinforcement
    assert "steps used: 1 of 8 · calls: 1 ok, 0 failed · plan step 1 of 5" in first
    assert "tests: 3 passed, 2 failed" in first
    assert first.endswith("\nnext: plan step 2 of 5: Read the module under test")
    assert "goal: Make every test of the textstats project pass" in first
    assert "tests: 5 passed" in last
    assert last.endswith("\nnext: plan step 5 of 5: Report what was wrong")


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_shows_one_fresh_block_before_each_reply_in_standing_mode(tmp_path: Path, channel: str):
    result, _, model = _play(
        "fix-failing-tests", tmp_path, channel=channel, plan=True, reinforcement="standing"
    )
    steps = [r for r in model.requests if r.purpose == "step"]
    assert all(step.reinforcement == "" for step in result.steps), "nothing after tool returns"
    blocks = []
    for request in steps:
        assert _read(request).count(HEADER) == 1, "only the current block is shown"
        if channel == "react":
            _, block = request.prompt.removesuffix(THOUGHT).rsplit("\n\n" + HEADER, 1)
            blocks.append(HEADER + block)
        else:
            last = request.messages[-1]
            assert last["role"] == "user" and last["content"].startswith(HEADER)
            blocks.append(last["content"])
    assert "steps used: 0 of 8 · no calls yet · plan step 1 of 5" in blocks[0]
    assert blocks[0].endswith("next: plan step 1 of 5: Run the tests to see which fail")
    assert "tests: 3 passed, 2 failed" in blocks[1]
    assert blocks[1].endswith("next: plan step 2 of 5: Read the module under test")
    assert "tests: 5 passed" in blocks[4]
    assert len(set(blocks)) == len(blocks)


def test_it_keeps_the_react_transcript_append_only_under_the_standing_block(tmp_path: Path):
    _, _, model = _play("fix-failing-tests", tmp_path, plan=True, reinforcement="standing")
    prompts = [r.prompt for r in model.requests if r.purpose == "step"]
    bodies = [p.removesuffix(THOUGHT).rsplit("\n" + HEADER, 1)[0] for p in prompts]
    for earlier, later in pairwise(bodies):
        assert later.startswith(earlier)
        assert HEADER not in later, "no earlier block is kept in the transcript"


def test_it_keeps_the_native_conversation_append_only_under_the_standing_block(tmp_path: Path):
    _, _, model = _play("recovery", tmp_path, channel="native", reinforcement="standing")
    conversations = [r.messages[:-1] for r in model.requests]
    for earlier, later in pairwise(conversations):
        assert later[: len(earlier)] == earlier
        assert not any(HEADER in str(m.get("content")) for m in later)


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_keeps_the_transcript_append_only_in_block_mode(tmp_path: Path, channel: str):
    _, _, model = _play("recovery", tmp_path, channel=channel, reinforcement="block")
    requests = [r.prompt if channel == "react" else r.messages for r in model.requests]
    for earlier, later in pairwise(requests):
        assert later[: len(earlier)] == earlier


def test_it_keeps_the_react_prompt_under_its_cap_with_the_standing_block(workspace: Path):
    # sized so that the transcript alone fits the cap and the block after it would not
    (workspace / "a.txt").write_text("a" * 1500)
    (workspace / "b.txt").write_text("b" * 3000)
    reads = [
        {"thought": "r", "tool": "read_file", "input": {"path": p}} for p in ("a.txt", "b.txt")
    ]
    model = RecordingModel(ScriptedModel([ScriptedTurn(**t) for t in [*reads, DONE]]))
    config = AgentConfig(
        max_prompt_chars=8000, instructions="Be brief. " * 70, reinforcement="standing"
    )
    agent = Agent(model, builtin_registry(), ToolContext(workspace=workspace), config)
    assert agent.run("read").stopped_reason == "final_answer"
    assert all(len(r.prompt) <= 8000 for r in model.requests)
    last = model.requests[-1].prompt
    assert "[observation dropped to fit the context: 1500 chars]" in last
    assert last.count(HEADER) == 1 and "b" * 3000 in last


# -- the packet stays as it was ---------------------------------------------------------


def test_it_never_alters_the_packet(tmp_path: Path):
    result, sink, _ = _play("fix-failing-tests", tmp_path, plan=True, reinforcement="block")
    delivered = [e for e in sink.events if isinstance(e, ObservationDelivered)]
    tools = [s for s in result.steps if s.observation is not None]
    assert len(delivered) == len(tools) == 4
    for event, step in zip(delivered, tools, strict=True):
        assert event.packet is not None and step.packet == event.packet
        assert event.observation == Packet.model_validate(event.packet).render()
        assert step.observation is not None and step.observation.output == event.observation
        assert event.reinforcement == step.reinforcement != ""
        assert event.text == f"{event.observation}\n\n{event.reinforcement}" == step.delivered


def test_it_delivers_the_same_packet_and_raw_bytes_with_and_without_the_block(workspace: Path):
    (workspace / "a.txt").write_text("alpha\nbeta\n")
    read = {"thought": "r", "tool": "read_file", "input": {"path": "a.txt"}}
    command = {"thought": "c", "tool": "run_command", "input": {"argv": ["cat", "a.txt"]}}
    turns = [read, command, ADD, MISSING, {"thought": "t", "tool": "nope", "input": {}}, DONE]
    runs = {}
    for mode in ("off", "block"):
        sink = ListSink()
        agent = make_agent(workspace, turns, reinforcement=mode)
        result = agent.run("read", sink)
        raw = [
            bytes(agent.artifacts.open(e.artifact_id).data)
            for e in sink.events
            if isinstance(e, ToolFinished) and e.artifact_id
        ]
        runs[mode] = (result.steps, raw)
    (plain, plain_raw), (reinforced, reinforced_raw) = runs["off"], runs["block"]
    assert plain_raw == reinforced_raw == [b"alpha\nbeta\n", b"alpha\nbeta\n", b"3"]
    for off, block in zip(plain, reinforced, strict=True):
        if off.observation is None:
            continue
        assert block.observation is not None
        assert _same(block.observation.output) == _same(off.observation.output)
        assert _same(json.dumps(block.packet)) == _same(json.dumps(off.packet))
        assert off.reinforcement == "" and block.reinforcement.startswith(HEADER)
        shown = join_observation(block.observation, "")
        assert block.delivered == f"{shown}\n\n{block.reinforcement}"
        assert off.delivered == join_observation(off.observation, "")


def _same(text: str) -> str:
    """The text with its artifact ids (new in every run) taken out."""
    return ARTIFACT.sub("art_", text)


# -- never the same block twice while the state moves ----------------------------------


@pytest.mark.parametrize("mode", ["block", "standing"])
@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_never_repeats_a_block_while_the_run_state_changes(
    workspace: Path, mode: str, channel: str
):
    # the same call, the same output and the same failure, again and again
    turns = [ADD, MISSING, ADD, MISSING, ADD, DONE]
    model = RecordingModel(ScriptedModel([ScriptedTurn(**t) for t in turns]))
    agent = Agent(
        model=model,
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel=channel, reinforcement=mode, loop_detection=False),
    )  # type: ignore[arg-type]
    result = agent.run("add")
    assert result.stopped_reason == "final_answer"
    if mode == "block":
        tools = [s for s in result.steps if s.observation is not None]
        blocks = [s.reinforcement for s in tools]
        states = [_state_key(result.steps[: s.index + 1]) for s in tools]
    else:  # one block per request, made from the steps before it
        blocks = [
            HEADER + _read(r).rsplit(HEADER, 1)[1].removesuffix(THOUGHT) for r in model.requests
        ]
        states = [_state_key(result.steps[:n]) for n in range(len(blocks))]
    assert len(blocks) == (5 if mode == "block" else 6)
    for later in range(len(blocks)):
        for earlier in range(later):
            if states[later] != states[earlier]:
                assert blocks[later] != blocks[earlier], (earlier, later)


def _state_key(steps: list[AgentStep]) -> tuple[Any, ...]:
    failed = sum(1 for s in steps if s.observation and s.observation.is_error)
    return (len(steps), failed, steps[-1].observation if steps else None)


# -- what a failure says -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        ("Traceback...\nModuleNotFoundError: No module named 'yaml'", "import"),
        ("ImportError: cannot import name 'x' from 'y'", "import"),
        ("invalid arguments for calculator: (arguments): 'expression' is required", "schema"),
        ("run_tests timed out after 120s; try a smaller request", "timeout"),
        ("PermissionError: [Errno 13] Permission denied: '/etc/shadow'", "permission"),
        ("npm ERR! code EACCES", "permission"),
        ("path '../x' is outside the workspace; use a path relative to it", "permission"),
        ("FileNotFoundError: [Errno 2] No such file or directory: 'a.txt'", "not found"),
        ("unknown tool 'web_search'; the tools are: calculator", "not found"),
        ("HTTP 404 for https://example.com/x", "not found"),
        ("the reviewer rejected this call: no writes outside docs/", "rejected"),
        ("the run's policy denied this call: tainted context", "rejected"),
        ("calculator: division by zero", "error"),
    ],
)
def test_it_names_the_class_of_each_error(error: str, kind: str):
    assert classify(error) == kind
    block = StateBlock().block(_state(), _step(0, error, error=True))
    assert f"({kind}):" in block
    assert block.endswith("hint: " + HINTS[kind])


def test_it_gives_each_class_of_error_a_hint_of_its_own():
    assert len(set(HINTS.values())) == len(HINTS) == 8


def test_it_says_what_failed_and_how_to_recover_along_a_run(tmp_path: Path):
    result, _, _ = _play("recovery", tmp_path, reinforcement="block")
    blocks = [s.reinforcement for s in result.steps]
    assert "failed: web_search (not found): unknown tool 'web_search'" in blocks[0]
    assert blocks[0].endswith("hint: " + HINTS["not found"])
    assert "failed: reply (format): Action Input for calculator: not valid JSON" in blocks[1]
    assert "failed: calculator (schema): invalid arguments for calculator" in blocks[2]
    assert blocks[2].endswith("hint: " + HINTS["schema"])
    assert "calls: 1 ok, 3 failed" in blocks[3] and "\nnext: " in blocks[3]
    assert "failed" not in blocks[3].split("\n")[-1]


def test_it_names_a_repeated_failed_call_and_steers_away_from_it(workspace: Path):
    agent = make_agent(workspace, [MISSING, ADD, MISSING, DONE], reinforcement="block")
    first, _, again, _ = agent.run("read").steps
    assert "(not found)" in first.reinforcement and "repeat" not in first.reinforcement
    assert "failed: read_file (not found, a repeat of step 1): read_file: 'nope.txt' not" in (
        again.reinforcement
    )
    assert again.reinforcement.endswith(f"hint: {REPEAT} {HINTS['not found']}")


def test_it_does_not_call_a_retry_with_other_arguments_a_repeat():
    run = _state()
    run.add(_step(0, "ModuleNotFoundError: No module named 'a'", error=True))
    other = Action(tool="run_command", arguments={"argv": ["y"]})
    block = StateBlock().block(run, _step(1, "ImportError: x", error=True, action=other))
    assert "(import):" in block and "repeat" not in block


def test_it_names_a_reviewer_rejection():
    rejected = "the reviewer rejected this call: not in this run"
    block = StateBlock().block(_state(), _step(0, rejected, error=True))
    assert "failed: run_command (rejected): the reviewer rejected this call" in block


# -- status and next step ----------------------------------------------------------------


def _packet(reducer: str, **fields: Any) -> dict[str, Any]:
    return Packet(artifact_id="art_1", reducer=reducer, fields=fields).as_json()


@pytest.mark.parametrize(
    ("packet", "progress"),
    [
        (_packet("pytest@1", outcome="failed", failed=3, passed=6), "tests: 6 passed, 3 failed"),
        (_packet("jest@1", failed=1, passed=2, total=3), "tests: 2 passed, 1 failed"),
        (_packet("mocha@1", failing=2, passing=5), "tests: 5 passed, 2 failed"),
        (_packet("diagnostics@1", errors=4, warnings=2), "diagnostics: 4 errors, 2 warnings"),
        (
            _packet("diagnostics@1", errors=["ruff=3", "mypy=1"]),
            "diagnostics: errors ruff=3, mypy=1",
        ),
        (_packet("cargo@1", errors=2, failed_tests=["a::b"]), "cargo: 2 errors, 1 failed tests"),
        (_packet("gcc@1", errors=1, undefined_references=["f"]), "build: 1 errors, 1 undefined"),
        (
            _packet("gcc@2", cmake_errors=["CMakeLists.txt:4"], missing_packages=["zstd"]),
            "build: 1 CMake errors, 1 missing packages",
        ),
        (_packet("nodetest@1", fail=2, **{"pass": 5}), "tests: 5 passed, 2 failed"),
        (_packet("install@1", package="leftpad", constraint=">=9"), "install failed: leftpad >=9"),
        (
            _packet("maven@1", tests=3, failures=1, errors=1, skipped=0),
            "tests: 1 passed, 1 failed, 1 errors",
        ),
        (_packet("maven@1", compile_errors=["Split.java:7"]), "maven: 1 compile errors"),
        (_packet("ctest@1", tests=7, failed=6), "tests: 1 passed, 6 failed"),
        (
            _packet("junit@1", tests=11, failures=1, errors=1, skipped=2),
            "tests: 7 passed, 1 failed, 1 errors",
        ),
    ],
)
def test_it_reports_progress_from_the_packet_fields(packet: dict[str, Any], progress: str):
    block = StateBlock().block(_state(), _step(0, "packet text", packet=packet))
    status = next(line for line in block.split("\n") if line.startswith("status: "))
    assert status.endswith(" · " + progress)


def test_it_reads_the_result_line_of_a_small_pytest_output_passed_through_whole():
    output = ".....                     [100%]\n5 passed in 0.01s"
    packet = Packet(artifact_id="art_1", reducer="passthrough@2", flags=["passthrough"])
    step = _step(0, output, packet=packet.as_json())
    assert " · tests: 5 passed\n" in StateBlock().block(_state(), step)


def test_it_names_no_reducer_family_and_leaves_their_fields_to_each_reducer():
    source = Path(reinforce.__file__).read_text()
    assert "reducers.families" not in source
    families = "pytest|jest|mocha|nodetest|maven|junit|ctest|gcc|cargo|diagnostics|install"
    assert not re.search(rf'"(?:{families}|passthrough)"', source)


def test_it_keeps_the_last_progress_and_says_from_which_step():
    run = _state()
    run.add(_step(0, "t", packet=_packet("pytest@1", failed=1, passed=2)))
    block = StateBlock().block(run, _step(1, "file text"))
    assert "tests: 2 passed, 1 failed (step 1)" in block
    assert block.endswith("next: use this result for the next step; give the final answer "
                          "once the goal is met.")  # fmt: skip


def test_it_steers_to_the_failures_when_there_is_no_plan():
    packet = _packet("pytest@1", failed=1, passed=2)
    block = StateBlock().block(_state(), _step(0, "t", packet=packet))
    assert block.endswith(
        "next: fix what the result above reports as failing, then check it again."
    )


def test_it_says_when_every_plan_step_is_done():
    run = _state()
    run.plan = Plan(goal="g", steps=["run", "fix"])
    run.add(_step(0, "ok"))
    block = StateBlock().block(run, _step(1, "ok"))
    assert "plan step 2 of 2" in block
    assert block.endswith("next: every plan step is done; check the goal is met, then give the "
                          "final answer.")  # fmt: skip


# -- the budget --------------------------------------------------------------------------


@pytest.mark.parametrize("budget", [120, 150, 200, 400])
def test_it_fits_its_budget_without_cutting_a_character(budget: int):
    goal = "répare les tests 🙂 " * 60
    error = "ModuleNotFoundError: " + "é" * 500
    run = _state(goal, reinforcement_chars=budget)
    run.plan = Plan(goal=goal, steps=["étape " * 40])
    for step in (_step(0, error, error=True), _step(0, "fine")):
        block = StateBlock(budget).block(run, step)
        assert len(block.encode()) <= budget
        assert block.startswith(HEADER + "\n")
        assert "\nstatus: steps used: 1 of 8 · calls: " in block


def test_it_cuts_the_goal_before_the_status_and_the_hint():
    run = _state("x" * 1000)
    block = StateBlock(400).block(run, _step(0, "PermissionError: no", error=True))
    lines = block.split("\n")
    assert lines[0] == HEADER and lines[1].startswith("goal: xxx") and lines[1].endswith("…")
    assert lines[2].startswith("status: ") and lines[-1] == "hint: " + HINTS["permission"]
    assert len(block.encode()) == 400


def test_it_cuts_at_character_boundaries():
    assert clip("é" * 10, 6) == "é…"
    assert clip("🙂🙂", 5) == "…"
    assert clip("🙂🙂", 7) == "🙂…"
    assert clip("short", 10) == "short"


def test_it_refuses_a_budget_too_small_to_say_anything():
    with pytest.raises(ValueError, match="reinforcement_chars"):
        AgentConfig(reinforcement_chars=50)


# -- where the block comes from ----------------------------------------------------------


def test_it_builds_the_reinforcer_from_the_config_unless_one_is_given(workspace: Path):
    plain = make_agent(workspace, [ADD, DONE]).run("add")
    block = make_agent(workspace, [ADD, DONE], reinforcement="block").run("add")
    assert plain.steps[0].reinforcement == ""
    assert block.steps[0].reinforcement.startswith(HEADER)
    assert AgentConfig().reinforcement == "off"


def test_it_stands_before_the_next_reply_with_the_block_the_last_step_got():
    run = _state()
    run.add(_step(0, "3"))
    step = _step(1, "No such file or directory", error=True)
    after = StateBlock().block(run, step)
    run.add(step)
    assert StateBlock().standing(run) == after


@pytest.mark.parametrize("mode", ["block", "standing"])
@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_resumes_with_the_same_blocks_byte_for_byte(workspace: Path, mode: str, channel: str):
    turns = [ScriptedTurn(**t) for t in (ADD, MISSING, {**ADD, "input": {"expression": "9"}}, DONE)]

    def agent(model: RecordingModel) -> Agent:
        config = AgentConfig(channel=channel, reinforcement=mode)  # type: ignore[arg-type]
        tools, context = builtin_registry(), ToolContext(workspace=workspace)
        return Agent(model=model, tools=tools, context=context, config=config)

    sink, first = ListSink(), RecordingModel(ScriptedModel(turns))
    agent(first).run("add", sink)
    sent = {r.turn: _read(r) for r in first.requests}
    for cut in range(2, len(sink.events) - 1):
        again = RecordingModel(ScriptedModel(turns))
        agent(again).resume(sink.events[:cut])
        for request in again.requests:
            assert _read(request) == sent[request.turn], (cut, request.turn)
