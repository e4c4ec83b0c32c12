"""Issue 7, XSS: agent output full of markup is inert on every page that shows it.

A scripted run puts the payloads in its goal, thoughts, tool arguments, tool outputs
(a file read_file reads, a calculator error, a failing test's message) and final
answer; review, skill and lab rows carry them too. Each page is then opened in
headless Chromium: nothing runs, nothing is fetched, and the payloads read as text.
The text must be escaped: a CSP refusal would mean the markup reached the DOM.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
import yaml
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import Group, Permission, User
from django.test import override_settings
from playwright.sync_api import Browser, BrowserContext, Page, Request

from accounts.models import Team
from artifacts.models import Artifact
from lab.models import Comparison
from reviews.models import Annotation
from runs.executor import execute
from runs.models import Approval, ApprovalStatus, Run, Status
from skills.models import SkillProposal
from tests.web.conftest import PASSWORD, idle_run, log_in

# Each test reads only; the rows are committed once by `world`, outside the tests' transactions.
pytestmark = pytest.mark.django_db

PAYLOADS = [
    "<script>window.__pwned=1</script>",
    '<img src=x onerror="window.__pwned=2">',
    '<div hx-get="/api/runs" hx-trigger="load">',
    '<a href="javascript:window.__pwned=3">x</a>',
    "<style>body{display:none}</style>",
    '"><svg onload=window.__pwned=4>',
]
ALL = " ".join(PAYLOADS)
MARKER = PAYLOADS[0]
"""The payload every page must show as text: it is in every string the run writes."""

# Records CSP violations in the page itself: a refusal means markup reached the DOM.
WATCH_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
    e => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""
INJECTED = '[hx-get="/api/runs"], img[onerror], svg[onload], a[href^="javascript:"], style'
# A script element holding a payload; JSON data islands (json_script) hold it escaped.
INJECTED_SCRIPTS = """Array.from(document.scripts).filter(
    s => s.textContent.includes("__pwned") && s.type !== "application/json").length"""


@dataclass
class World:
    """The rows the pages show, committed so the uvicorn process sees them."""

    username: str
    paths: dict[str, str] = field(default_factory=dict)


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
        {"thought": f"Done {ALL}", "final_answer": f"Final {ALL}"},
    ]
    document = {"name": "xss", "description": ALL, "goal": f"Goal {ALL}", "workspace": "ws",
                "tools": ["calculator", "read_file", "run_tests"],
                "policy": {"escalation": "off"}, "turns": turns}  # fmt: skip
    path = folder / "xss.yaml"
    path.write_text(yaml.safe_dump(document))
    return path


def _owner() -> User:
    owner = User.objects.create(username="xss-owner", password=make_password(PASSWORD))
    Team.objects.create(name="xss-team").members.add(owner)
    for role in ("operator", "reviewer"):  # every control the pages have is shown
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


def _review_rows(run: Run, owner: User) -> None:
    step = run.steps.get(index=0)
    Annotation.objects.create(run=run, step=step, verdict="bad", note=f"Note {ALL}",
                              author=owner, author_name=owner.username)  # fmt: skip
    arguments = {"path": ALL, "content": ALL}
    Approval.objects.create(
        run=run, call_id="pending", step_index=1, kind="tainted_write", tool="write_file",
        arguments=arguments, reason=f"Reason {ALL}",
    )  # fmt: skip
    Approval.objects.create(
        run=run, call_id="decided", step_index=2, kind="tainted_write", tool="write_file",
        arguments=arguments, reason=f"Reason {ALL}", status=ApprovalStatus.REJECTED,
        decided_by=owner, decided_by_name=owner.username, comment=f"Comment {ALL}",
    )  # fmt: skip


def _skill_and_comparison(run: Run) -> Comparison:
    SkillProposal.objects.create(
        team=run.team, name="skill_read_file", description=f"Skill {ALL}",
        steps=[{"tool": "read_file", "arguments": {"path": ALL}}], support=[run.pk],
        occurrences=2, task_types=[ALL], novelty=0.9, skill_md=f"Skill {ALL}",
    )  # fmt: skip
    return Comparison.objects.create(
        team=run.team, reducers=["pytest@1", "pytest@2"], source=f"Source {ALL}",
        status="failed", error=f"Error {ALL}",
    )  # fmt: skip


def _paths(run: Run, comparison: Comparison) -> dict[str, str]:
    paths = {
        "run": f"/runs/{run.pk}/",
        "run list": "/runs/?q=Goal",
        "compare": f"/runs/compare?a={run.pk}&b={run.pk}",
        "review queue": "/review/",
        "review history": "/review/history/",
        "annotate": f"/review/steps/{run.steps.get(index=0).pk}/annotate",
        "skills": "/skills/",
        "insights": "/insights/?" + urlencode({"task": ALL}),  # the filter is shown back
        "lab": "/lab/",
        "lab comparison": f"/lab/{comparison.pk}/",
    }
    for artifact in Artifact.objects.filter(run=run).order_by("step_index"):
        paths[f"artifact of {artifact.tool}"] = f"/artifacts/{artifact.pk}/"
    return paths


@pytest.fixture(scope="module")
def world(
    django_db_setup: Any, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[World]:
    """Built once and committed, so that uvicorn sees them; deleted at the end."""
    with django_db_blocker.unblock():
        owner = _owner()
        run = _finished_run(owner, tmp_path_factory.mktemp("xss"))
        _review_rows(run, owner)
        comparison = _skill_and_comparison(run)
        built = World(owner.username, _paths(run, comparison))
        yield built
        Team.objects.filter(name="xss-team").delete()  # its runs, rows and proposals go with it
        owner.delete()


EXPECTED_PAGES = [
    "run", "run list", "compare", "review queue", "review history", "annotate", "skills",
    "insights", "lab", "lab comparison", "artifact of read_file", "artifact of run_tests",
]  # fmt: skip


@pytest.fixture(scope="module")
def signed_in(world: World, asgi_server: str, browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    context.add_init_script(WATCH_CSP)
    log_in(context.new_page(), asgi_server, world.username)
    yield context
    context.close()


def test_the_run_made_an_artifact_of_each_tool_output_that_the_pages_show(world: World):
    assert sorted(world.paths) == sorted(EXPECTED_PAGES)


@dataclass
class Visit:
    """What one page did in the browser."""

    page: Page
    csp_header: str
    api_requests: list[str]
    console_csp: list[str]


def _visit(context: BrowserContext, url: str) -> Visit:
    page = context.new_page()
    requests: list[str] = []
    console: list[str] = []
    page.on("request", lambda r: _note_api(r, requests))
    page.on("console", lambda m: console.append(m.text) if "Security Policy" in m.text else None)
    response = page.goto(url)
    assert response is not None and response.status == 200, url
    page.wait_for_load_state("load")
    page.wait_for_timeout(400)  # hx-trigger="load" would have fired by now
    csp = response.headers.get("content-security-policy", "")
    return Visit(page, csp, requests, console)


def _note_api(request: Request, requests: list[str]) -> None:
    if "/api/runs" in request.url:
        requests.append(request.url)


@pytest.mark.parametrize("name", EXPECTED_PAGES)
def test_no_payload_runs_on_the_page(
    name: str, world: World, asgi_server: str, signed_in: BrowserContext
):
    visit = _visit(signed_in, asgi_server + world.paths[name])
    page = visit.page
    assert "script-src 'self'" in visit.csp_header and "object-src 'none'" in visit.csp_header
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert visit.api_requests == []
    assert page.evaluate("window.__csp") == [] and visit.console_csp == []
    assert page.evaluate("getComputedStyle(document.body).display") != "none"
    assert page.query_selector_all(INJECTED) == []
    assert page.evaluate(INJECTED_SCRIPTS) == 0
    assert MARKER in page.inner_text("body"), "the payload is shown as text"
    page.close()
