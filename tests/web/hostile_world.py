"""A team whose every row says markup: what the injection tests open and post to.

A scripted run writes the payloads in its goal, thoughts, tool arguments, tool outputs (a
file read_file reads, a calculator error, a failing test's message, a file it writes) and
final answer; a model run's config names a model, an endpoint, a repository and an MCP
server with them; review, rule, skill, lab, notification, endpoint and MCP rows carry
them; then `hostile_rows.plant` writes them into every text field of every row the
project's models hold (tests/web/hostile_rows.py). The rows are committed, so that the
uvicorn process of the browser tests sees them, and deleted with the team at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
import yaml
from django.apps import apps
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import Group, Permission, User
from django.test import override_settings

from accounts.models import ApiToken, Team
from artifacts.models import Artifact
from lab import services as lab
from lab.models import Comparison
from notifications.models import Channel, Delivery
from reviews.models import Annotation
from runs.executor import execute
from runs.models import (
    Approval,
    ApprovalStatus,
    Endpoint,
    McpServer,
    ReviewRule,
    Run,
    Status,
    TaintClearance,
)
from skills.models import SkillProposal
from tests.web.conftest import PASSWORD, idle_run
from tests.web.hostile_rows import ALL, APPS, PAYLOADS, SHORT, plant

TEAM = "xss-team"


@dataclass
class World:
    """The rows the pages show, and the pages that show them, by name."""

    username: str
    paths: dict[str, str] = field(default_factory=dict)
    run_id: int = 0
    pending_id: int = 0


def _scenario(folder: Path) -> Path:
    """A scenario whose every string, and every tool output, carries the payloads."""
    workspace = folder / "ws"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("\n".join(PAYLOADS) + "\n")
    (workspace / "test_notes.py").write_text(f"def test_notes():\n    assert False, {ALL!r}\n")
    turns = [
        {"thought": f"Read {ALL}", "tool": "read_file", "input": {"path": "notes.txt"}},
        {"thought": f"Compute {ALL}", "tool": "calculator", "input": {"expression": ALL}},
        {"thought": f"Test {ALL}", "tool": "run_tests", "input": {}},
        {
            "thought": f"Write {ALL}",
            "tool": "write_file",
            # a file name may hold markup too (anything but a slash)
            "input": {"path": f"{PAYLOADS[1]}.html", "content": "\n".join(PAYLOADS)},
        },
        {"thought": f"Done {ALL}", "final_answer": f"Final {ALL}"},
    ]
    document = {
        "name": "xss",
        "description": ALL,
        "goal": f"Goal {ALL}",
        "workspace": "ws",
        "tools": ["calculator", "read_file", "run_tests", "write_file"],
        "policy": {"escalation": "off", "allow": ["write_file"]},
        # the check's command and its output (the run page shows both) hold them too
        "check": ["python", "-c", f"print({ALL!r})", ALL],
        "turns": turns,
    }
    path = folder / "xss.yaml"
    path.write_text(yaml.safe_dump(document))
    return path


def _owner() -> User:
    owner = User.objects.create(username="xss-owner", password=make_password(PASSWORD))
    Team.objects.create(name=TEAM).members.add(owner)
    for role in ("operator", "reviewer", "team-admin"):  # every control the pages have
        Group.objects.get(name=role).user_set.add(owner)
    owner.user_permissions.add(
        Permission.objects.get(codename="view_raw", content_type__app_label="artifacts")
    )
    return owner


def _finished_run(owner: User, folder: Path) -> Run:
    with override_settings(LOOPGLASS_SCENARIO_DIRS=[str(folder)]):
        run = idle_run(owner, goal=f"Goal {ALL}", scenario=str(_scenario(folder)))
        execute(run.pk, owner="test")
    run.refresh_from_db()
    assert run.status == Status.SUCCEEDED, run.error
    return run


def _model_run(owner: User) -> Run:
    """A model run whose config names the payloads where a launcher or an admin may
    (hostile_rows.HAND_PLANTED): the model, the endpoint, the repository, an MCP server."""
    run = idle_run(owner, goal=f"Model {ALL}")
    run.config = {
        **run.config,
        "backend": {
            "kind": "openai",
            "base_url": "http://127.0.0.1:9/v1",
            "model": ALL,
            "endpoint": SHORT,
            "timeout": 60,
            "max_retries": 0,
        },
        "workspace": {"kind": "git", "git": ALL, "ref": ALL},
        "mcp": [{"name": SHORT, "url": "http://127.0.0.1:9/mcp"}],
        "check": [ALL, ALL],
    }
    run.status = Status.FAILED
    run.save()
    return run


def pending_approval(run: Run) -> Approval:
    """A call waiting for a reviewer, with the payloads in all it shows (a call id of its
    own each time)."""
    excerpt = {"start_line": 1, "end_line": 2, "excerpt": ALL}
    details = {
        "sources": [
            {"tool": "run_tests", "step": 2, "artifact_id": "art_x", "citations": [excerpt]}
        ],
        "provenance": [
            {"argument": "path", "origin": "tainted", "artifacts": ["art_x"], "excerpt": ALL}
        ],
        "escalation": {"reason": ALL, "artifact_id": "art_x"},
    }
    return Approval.objects.create(
        run=run,
        call_id=f"pending {Approval.objects.count()} {ALL}",
        step_index=1,
        kind="tainted_write",
        tool="write_file",
        arguments={"path": ALL, "content": ALL},
        reason=f"Reason {ALL}",
        details=details,
    )


def _review_rows(run: Run, owner: User) -> Approval:
    step = run.steps.get(index=0)
    Annotation.objects.create(
        run=run,
        step=step,
        verdict="bad",
        note=f"Note {ALL}",
        author=owner,
        author_name=owner.username,
    )
    pending = pending_approval(run)
    Approval.objects.create(
        run=run,
        call_id="decided",
        step_index=2,
        kind="tainted_write",
        tool="write_file",
        arguments={"path": ALL, "content": ALL},
        reason=f"Reason {ALL}",
        status=ApprovalStatus.REJECTED,
        decided_by=owner,
        decided_by_name=owner.username,
        comment=f"Comment {ALL}",
        decided_arguments={"path": ALL, "content": "x"},
    )
    ReviewRule.objects.create(
        team=run.team,
        scope="team",
        effect="allow",
        tool="write_file",
        author=owner,
        author_name=ALL,
        approval=pending,
        arguments=[{"name": "path", "kind": "glob", "value": ALL}],
    )
    TaintClearance.objects.create(
        run=run,
        cleared_by=owner,
        cleared_by_name=ALL,
        comment=ALL,
        sources=[{"artifact_id": "art_x", "tool": ALL}],
    )
    return pending


def _team_rows(run: Run, owner: User) -> Comparison:
    team = run.team
    Endpoint.objects.create(
        team=team,
        name="local",
        base_url="http://127.0.0.1:9/v1",
        allowed_models=ALL,
        extra={"note": ALL},
        success_check=[ALL],
    )
    McpServer.objects.create(team=team, name="srv", url="http://127.0.0.1:9/mcp", allowed_tools=ALL)
    channel = Channel.objects.create(
        team=team,
        name=ALL,
        kind="webhook",
        target="https://hooks.example.com/T/B/X",
        created_by=owner,
    )
    Delivery.objects.create(channel=channel, event="failed", run=run, last_error=ALL)
    ApiToken.objects.create(user=owner, name=ALL, prefix="lg_x", digest="0" * 64)
    SkillProposal.objects.create(
        team=team,
        name="skill_read_file",
        description=f"Skill {ALL}",
        steps=[{"tool": "read_file", "arguments": {"path": ALL}}],
        support=[run.pk],
        occurrences=2,
        task_types=[ALL],
        novelty=0.9,
        skill_md=f"Skill {ALL}",
    )
    Comparison.objects.create(
        team=team,
        reducers=["pytest@1", "pytest@2"],
        source=f"Source {ALL}",
        status="failed",
        error=f"Error {ALL}",
    )
    done = Comparison.objects.create(
        team=team,
        created_by=owner,
        reducers=["text@5", "text@6"],
        source=f"Source {ALL}",
        artifact_ids=list(Artifact.objects.filter(run=run).values_list("pk", flat=True)),
    )
    lab.execute(done.pk)  # reduced from the run's outputs, which hold the payloads
    return done


def _paths(run: Run, model_run: Run, comparison: Comparison) -> dict[str, str]:
    mcp = McpServer.objects.get(team=run.team)
    paths = {
        "run": f"/runs/{run.pk}/",
        "model run": f"/runs/{model_run.pk}/",
        "run list": "/runs/?q=pwned",
        "compare": f"/runs/compare?a={run.pk}&b={model_run.pk}",
        "launch, scenario": "/runs/new/?" + urlencode({"source": "scenario", "mcp": mcp.name}),
        "launch, endpoint": "/runs/new/?source=endpoint",
        "review queue": "/review/",
        "review history": "/review/history/",
        "review rules": "/review/rules/",
        "annotate": f"/review/steps/{run.steps.get(index=0).pk}/annotate",
        "skills": "/skills/",
        "insights": "/insights/?" + urlencode({"task": ALL}),  # the filter is shown back
        "lab": "/lab/",
        "lab comparison": f"/lab/{comparison.pk}/",
        "notifications": f"/notifications/team/{run.team_id}/",
    }
    for artifact in Artifact.objects.filter(run=run).order_by("step_index"):
        paths[f"artifact of {artifact.tool}"] = f"/artifacts/{artifact.pk}/"
    return paths


def build(folder: Path) -> World:
    owner = _owner()
    run = _finished_run(owner, folder)
    model_run = _model_run(owner)
    pending = _review_rows(run, owner)
    comparison = _team_rows(run, owner)
    for label in APPS:
        for model in apps.get_app_config(label).get_models():
            plant(model)
    paths = _paths(run, model_run, comparison)  # the MCP server's name is planted too
    return World(owner.username, paths, run.pk, pending.pk)


@pytest.fixture(scope="module")
def world(
    django_db_setup: Any, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[World]:
    """Built once and committed, so that uvicorn sees them; deleted at the end."""
    with django_db_blocker.unblock():
        built = build(tmp_path_factory.mktemp("xss"))
        yield built
        Team.objects.filter(members__username=built.username).delete()  # its rows go too
        User.objects.filter(username=built.username).delete()
