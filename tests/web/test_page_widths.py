"""Every main page in headless Chromium at 1280 and 390 px wide: nothing is wider than the
viewport unless it sits in a box that scrolls (a wide table scrolls in its own box, the
page does not). The run page's status figures are text, not link blue.

Tried: two scripted runs played by the real worker (one with a failing then passing
pytest, one recovering from errors), a comparison of their outputs, review decisions with
long comments, an endpoint, as a reviewer and operator, and as a superuser for the admin.
Set LOOPGLASS_SCREENSHOTS to a folder to keep a full-page screenshot of each.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import Group, Permission, User
from django.utils import timezone
from playwright.sync_api import Browser, Page

from accounts.models import Team
from accounts.services import REVIEWER_GROUP, TEAM_ADMIN_GROUP
from artifacts.models import Artifact
from runs.models import Approval, ApprovalStatus, Endpoint, Run
from runs.services import launch_run
from tests.web.conftest import PASSWORD, People, Worker, client_for, log_in, scripted, wait_for_run
from tests.web.test_lab import finished, launched

pytestmark = pytest.mark.django_db(transaction=True)
WIDTHS = (1280, 390)
OVERFLOW = (Path(__file__).parent / "data" / "pages" / "overflow.js").read_text()
LONG_COMMENT = (
    "approved after reading the whole diff: the change renames the configuration loader, "
    "keeps the old name as an alias and adds a test for it; see "
    "https://example.com/a/very/long/link/that/does/not/break/anywhere/by/itself/at/all/ok"
)


def pages(people: People) -> dict[str, str]:
    """Each main page by a short name: its path, over the data it needs."""
    first = finished(people.owner)
    second = wait_for_run(
        launch_run(user=people.owner, goal="recover", config=scripted("recovery")).pk
    )
    comparison = launched(
        client_for(people.owner),
        {
            "source": "runs",
            "runs": str(first.pk),
            "reducers": ["pytest@6", "pytest@7"],
            "limit": 100,
        },
    )
    decided(first)
    artifact = Artifact.objects.filter(run=first).order_by("-size").first()
    assert artifact is not None
    return {
        "run-list": "/runs/",
        "run": f"/runs/{first.pk}/",
        "run-new": "/runs/new/",
        "compare": f"/runs/compare?a={first.pk}&b={second.pk}",
        "lab": f"/lab/?runs={first.pk}",
        "lab-comparison": f"/lab/{comparison.pk}/",
        "insights": "/insights/",
        "review-queue": "/review/",
        "review-history": "/review/history/",
        "rules": "/review/rules/",
        "skills": "/skills/",
        "notifications": "/notifications/",
        "artifact": f"/artifacts/{artifact.pk}/",
    }


def decided(run: Run) -> None:
    """Two decisions on `run`, one with a long comment and long arguments."""
    for n, status in enumerate((ApprovalStatus.APPROVED, ApprovalStatus.REJECTED)):
        Approval.objects.create(
            run=run,
            call_id=f"c{n}",
            step_index=n,
            kind="confirm",
            tool="write_file",
            arguments={"path": "src/" + "deeply/nested/" * 8 + "module.py", "content": "x" * 300},
            reason="writes a file",
            status=status,
            decided_by_name="alice",
            decided_at=timezone.now(),
            comment=LONG_COMMENT,
        )


def test_no_page_is_wider_than_the_viewport(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
) -> None:
    for role in (REVIEWER_GROUP, TEAM_ADMIN_GROUP):
        Group.objects.get(name=role).user_set.add(people.owner)
    people.owner.user_permissions.add(Permission.objects.get(codename="view_raw"))
    by_name = pages(people)
    root = User.objects.create(username="root", is_staff=True, is_superuser=True)
    root.set_password(PASSWORD)
    root.save()
    Endpoint.objects.create(**endpoint_fields())
    admin = {
        "admin-endpoints": "/admin/runs/endpoint/",
        "admin-endpoint-add": "/admin/runs/endpoint/add/",
    }

    problems: dict[str, Any] = {}
    for width in WIDTHS:
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        log_in(page, asgi_server, "alice")
        problems |= visited(page, asgi_server, by_name, width)
        status_colours(page, asgi_server, by_name["run"])
        page.context.clear_cookies()
        log_in(page, asgi_server, "root")
        problems |= visited(page, asgi_server, admin, width)
        context.close()
    assert problems == {}, json.dumps(problems, indent=1)


def visited(page: Page, base: str, by_name: dict[str, str], width: int) -> dict[str, Any]:
    """Each page at this width: the ones something sticks out of, with what."""
    problems: dict[str, Any] = {}
    for name, path in by_name.items():
        response = page.goto(f"{base}{path}")
        assert response is not None and response.status == 200, f"{name}: {path}"
        page.wait_for_timeout(300)  # charts draw after load
        measured = page.evaluate(OVERFLOW)
        if measured["scrollWidth"] > measured["width"] or measured["wide"]:
            problems[f"{name}-{width}"] = measured
        if folder := os.environ.get("LOOPGLASS_SCREENSHOTS"):
            page.screenshot(path=f"{folder}/{name}-{width}.png", full_page=True)
    return problems


def status_colours(page: Page, base: str, path: str) -> None:
    """The status bar's figures are in the page's text colour, not the link colour."""
    page.goto(f"{base}{path}")
    colours = page.eval_on_selector_all(
        "#run-status > span:not(.badge)", "spans => spans.map(s => getComputedStyle(s).color)"
    )
    text = page.evaluate("getComputedStyle(document.body).color")
    link = page.eval_on_selector("a[data-lab-link]", "a => getComputedStyle(a).color")
    assert colours and set(colours) == {text} and link != text


def endpoint_fields() -> dict[str, Any]:
    return {
        "team": Team.objects.get(name="alpha"),
        "name": "local",
        "base_url": "http://127.0.0.1:9/v1",
    }
