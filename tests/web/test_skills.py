"""Skills mined from real runs: three runs of fix-failing-tests make the same four calls.

The runs are real: the shipped scenario played with real tools (pytest runs
for real) by the executor, as a worker would, or by the worker itself.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.utils.html import escape

from accounts.services import REVIEWER_GROUP, team_for
from artifacts.store import DjangoArtifactStore
from harness import scenarios
from runs.agents import workspace_for
from runs.config import RunConfig
from runs.executor import execute
from runs.launch import LaunchRefused, LaunchRequest, prepare
from runs.models import Run, RunEvent, Status
from runs.services import launch_run
from skills.models import SkillProposal, SkillStatus
from skills.services import Mined, mine_team
from tests.web.conftest import People, Worker, client_for, idle_run, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
FIX = ["run_tests", "read_file", "write_file", "run_tests"]
SKILL = "skill_run_tests_read_file_write_file_run_tests"

USES_THE_SKILL = f"""\
name: fix-with-skill
description: the learned fix, called as one tool
goal: Make every test of the textstats project pass.
workspace: sample_project
tools: [read_file]
policy: {{mode: confirm_none, escalation: "off"}}
turns:
  - thought: This project failed the same way before; use the learned fix.
    tool: {SKILL}
    input: {{}}
  - final_answer: Fixed with the learned skill.
"""


def fix_run(user: User) -> Run:
    """One run of fix-failing-tests, executed to its end here."""
    run = idle_run(user, scenario="fix-failing-tests")
    execute(run.pk, owner="test")
    run.refresh_from_db()
    assert run.status == Status.SUCCEEDED, run.error
    return run


def make_reviewer(user: User) -> None:
    Group.objects.get(name=REVIEWER_GROUP).user_set.add(user)


def wait_for_proposal(team_id: int, timeout: float = 60) -> SkillProposal:
    deadline = time.monotonic() + timeout
    while (found := SkillProposal.objects.filter(team_id=team_id).first()) is None:
        if time.monotonic() > deadline:
            raise AssertionError(f"no skill proposal for team {team_id} after {timeout}s")
        time.sleep(0.1)
    return found


def test_mine_now_proposes_the_fix_that_recurs_in_three_runs(people: People, celery_worker: Worker):
    config = scripted("fix-failing-tests")
    runs = [launch_run(user=people.owner, goal="", config=config) for _ in range(3)]
    assert all(wait_for_run(run.pk).status == Status.SUCCEEDED for run in runs)

    assert client_for(people.owner).post("/skills/mine").status_code == 302
    proposal = wait_for_proposal(team_for(people.owner).pk)

    assert (proposal.name, proposal.tools, proposal.status) == (SKILL, FIX, SkillStatus.PROPOSED)
    assert proposal.support == sorted(str(run.pk) for run in runs)
    assert proposal.novelty == 1.0  # no skill was accepted yet
    assert proposal.parameters == []  # the same file and the same fix every time
    page = client_for(people.teammate).get("/skills/").content.decode()
    assert f'data-skill="{SKILL}"' in page and escape(proposal.skill_md) in page
    assert "<span data-support>3</span>" in page and "<span data-novelty>1.00</span>" in page
    assert "Accept</button>" not in page, "only reviewers are offered the decision"
    assert SKILL not in client_for(people.outsider).get("/skills/").content.decode()


def test_mining_again_updates_the_proposal_instead_of_adding_one(people: People):
    team = team_for(people.owner).pk
    runs = [fix_run(people.owner) for _ in range(3)]
    assert mine_team(team_id=team) == Mined(created=1)
    assert mine_team(team_id=team) == Mined(updated=1)
    runs.append(fix_run(people.owner))
    assert mine_team(team_id=team) == Mined(updated=1)
    [proposal] = SkillProposal.objects.all()
    assert proposal.support == sorted(str(run.pk) for run in runs)
    assert proposal.occurrences == 4
    assert mine_team(team_id=team_for(people.outsider).pk) == Mined(), "beta's runs are its own"


def test_a_rejected_proposal_stays_rejected(people: People):
    team = team_for(people.owner).pk
    for _ in range(3):
        fix_run(people.owner)
    mine_team(team_id=team)
    make_reviewer(people.teammate)
    proposal = SkillProposal.objects.get()
    response = client_for(people.teammate).post(f"/skills/{proposal.pk}/reject")
    assert response.status_code == 302

    fix_run(people.owner)
    assert mine_team(team_id=team) == Mined(skipped=1)
    proposal.refresh_from_db()
    assert proposal.status == SkillStatus.REJECTED and len(proposal.support) == 3
    assert proposal.decided_by == people.teammate and proposal.decided_at is not None
    again = client_for(people.teammate).post(f"/skills/{proposal.pk}/accept")
    assert again.status_code == 409, "a decision is final"


@pytest.fixture
def scenario_dir(tmp_path: Path, settings: Any) -> Path:
    """A folder runs may play scenario files from, with a fresh copy of the failing project."""
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    project = scenarios.load("fix-failing-tests")
    assert project.workspace is not None
    shutil.copytree(project.folder / project.workspace, tmp_path / "sample_project")
    (tmp_path / "fix-with-skill.yaml").write_text(USES_THE_SKILL)
    return tmp_path


def skill_run(user: User, folder: Path) -> Run:
    config = RunConfig.model_validate({
        "backend": {"kind": "scripted", "scenario": str(folder / "fix-with-skill.yaml")},
        "tools": [SKILL],
    })  # fmt: skip
    run = Run.objects.create(team=team_for(user), created_by=user, goal="fix",
                             config=config.model_dump(mode="json"))  # fmt: skip
    execute(run.pk, owner="test")
    run.refresh_from_db()
    return run


def test_a_reviewer_accepts_a_skill_that_a_run_then_calls_as_one_tool(
    people: People, scenario_dir: Path
):
    for _ in range(3):
        fix_run(people.owner)
    mine_team(team_id=team_for(people.owner).pk)
    proposal = SkillProposal.objects.get()
    make_reviewer(people.teammate)
    accept = f"/skills/{proposal.pk}/accept"
    assert client_for(people.owner).post(accept).status_code == 403, "not a reviewer"
    make_reviewer(people.outsider)
    assert client_for(people.outsider).post(accept).status_code == 404, "another team's"
    assert client_for(people.teammate).post(accept).status_code == 302
    proposal.refresh_from_db()
    assert proposal.status == SkillStatus.ACCEPTED

    run = skill_run(people.owner, scenario_dir)
    assert run.status == Status.ANSWERED, run.error
    started = RunEvent.objects.get(run=run, type="run_started").data
    assert [tool["name"] for tool in started["tools"]] == [SKILL, "artifact_read"]
    [step, _] = run.steps.order_by("index")
    assert (step.action_tool, step.is_error) == (SKILL, False)
    finished = RunEvent.objects.get(run=run, type="tool_finished").data
    store = DjangoArtifactStore()
    output = bytes(store.read(store.get(finished["artifact_id"]))).decode()
    # each step's own output, under a header naming it: pytest failed, then passed
    assert [f"[step {n}/4: {tool}" in output for n, tool in enumerate(FIX, 1)] == [True] * 4
    assert "2 failed, 3 passed" in output.split("[step 2/4")[0]
    assert "5 passed" in output.split("[step 4/4")[1]
    assert "return len(text.split())" in (workspace_for(run) / "textstats.py").read_text()


def test_another_teams_skill_passes_launch_but_is_not_in_its_registry(
    people: People, scenario_dir: Path
):
    for _ in range(3):
        fix_run(people.owner)
    mine_team(team_id=team_for(people.owner).pk)
    SkillProposal.objects.update(status=SkillStatus.ACCEPTED)
    run = skill_run(people.outsider, scenario_dir)
    assert run.status == Status.FAILED and SKILL in run.error


@pytest.mark.django_db
def test_a_tool_that_is_neither_a_builtin_nor_an_accepted_skill_is_refused(people: People):
    request = LaunchRequest.model_validate({"scenario": "recovery", "tools": ["skill_nowhere"]})
    with pytest.raises(LaunchRefused, match="unknown tools \\['skill_nowhere'\\]"):
        prepare(request, team_for(people.owner).pk)


JUST_THE_CALCULATOR = """\
name: calculator-only
description: the same kind of task, without the web search
goal: Work out 6 * 7 with the tools and report the result.
tools: [calculator]
turns:
  - thought: Use the calculator.
    tool: calculator
    input: {expression: 6 * 7}
  - final_answer: "6 * 7 = 42"
"""


def test_a_weak_tool_left_unused_is_flagged_for_retirement(
    people: People, tmp_path: Path, settings: Any
):
    """web_search failed in both recovery runs (C = 1/4 from a uniform prior), then a run of
    the same task type did without it: with N = 1 it is flagged, with the default 20 not."""
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    (tmp_path / "calc.yaml").write_text(JUST_THE_CALCULATOR)
    for scenario in ["recovery", "recovery", str(tmp_path / "calc.yaml")]:
        run = idle_run(people.owner, scenario=scenario)
        execute(run.pk, owner="test")
    page = client_for(people.owner).get("/skills/").content.decode()
    assert 'data-retire="web_search"' not in page, "20 runs is the default"
    settings.LOOPGLASS_RETIRE_AFTER_RUNS = 1
    page = client_for(people.owner).get("/skills/").content.decode()
    assert 'data-retire="web_search"' in page and 'data-retire="calculator"' not in page
    assert (
        'data-retire="web_search"'
        not in client_for(people.outsider).get("/skills/").content.decode()
    )
