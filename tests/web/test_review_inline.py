"""Review where you watch, in headless Chromium: a paused run's card on its own page, live
both ways with /review/, a refused decision shown where it was tried, and the time spent
waiting for review told apart from the time spent working."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from django.contrib.auth.models import Group
from playwright.sync_api import Browser, Page

from runs.models import Approval, Run
from runs.services import launch_run
from tests.web.conftest import People, Worker, client_for, log_in, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def pages(people: People, browser: Browser, asgi_server: str) -> Iterator[tuple[Page, Page]]:
    """alice (operator and reviewer) and bob (a reviewer of the same team), each signed in
    in a browser context of their own; no page may raise."""
    for person in (people.owner, people.teammate):
        person.groups.add(Group.objects.get(name="reviewer"))
    contexts = [browser.new_context(), browser.new_context()]
    alice, bob = (context.new_page() for context in contexts)
    errors: list[str] = []
    for page in (alice, bob):
        page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(alice, asgi_server, "alice")
    log_in(bob, asgi_server, "bob")
    yield alice, bob
    for context in contexts:
        context.close()
    assert errors == []


def _paused_run(people: People, page: Page, base: str) -> tuple[Run, Approval]:
    """research-and-write, watched from before it starts: it pauses at its write."""
    run = launch_run(user=people.owner, goal="", config=scripted("research-and-write", delay=0.3))
    page.goto(f"{base}/runs/{run.pk}/")
    page.evaluate("window.loadedOnce = true")
    wait_for_run(run.pk, until={"awaiting_approval"})
    return run, Approval.objects.get(run=run)


def test_a_paused_run_is_decided_on_its_own_page_and_the_queue_follows(
    people: People, celery_worker: Worker, asgi_server: str, pages: tuple[Page, Page]
):
    alice, bob = pages
    bob.goto(f"{asgi_server}/review/")
    assert bob.is_visible("[data-empty]"), "an empty queue says so"
    run, approval = _paused_run(people, alice, asgi_server)
    card = f"#run-review #approval-{approval.pk}"
    # The card arrives on the page that was open before the pause, with no reload, and the
    # status bar says what the run waits for.
    alice.wait_for_selector(f'{card}[data-status="pending"]', timeout=30_000)
    alice.wait_for_selector('#run-status[data-status="awaiting_approval"]', timeout=30_000)
    assert "waiting for a reviewer" in alice.inner_text("#run-status")
    assert "stopped" not in alice.inner_text("#run-status"), "a pause is not a stop"
    assert "write_file" in alice.inner_text(card)
    bob.wait_for_selector(f'#approval-{approval.pk}[data-status="pending"]', timeout=30_000)
    assert not bob.is_visible("[data-empty]"), "a card that came live: the queue is not empty"

    alice.click(f'{card} button[value="approve"]')
    alice.wait_for_selector(f'{card}[data-status="approved"]', timeout=30_000)
    assert "Approved by alice" in alice.inner_text(card), "the outcome, where it was taken"
    assert "Approved: the call runs and the run goes on." in alice.inner_text(card)
    assert not alice.is_visible(f"{card} .part.action"), "a decided card folds"
    bob.wait_for_selector(f'#approval-{approval.pk}[data-status="approved"]', timeout=30_000)
    assert "Approved by alice" in bob.inner_text(f"#approval-{approval.pk}")
    assert bob.is_visible("[data-empty]"), "nothing is pending once the card is decided"

    alice.wait_for_selector('#run-status[data-status="answered"]', timeout=60_000)
    status = alice.inner_text("#run-status")
    assert "stopped: paused" not in status and "waiting for a reviewer" not in status
    assert re.search(r"working, [0-9.]+s waiting for review", status), status
    assert alice.evaluate("window.loadedOnce") is True, "all of it without a reload"
    assert Run.objects.get(pk=run.pk).review_seconds > 0


def test_a_decision_on_the_queue_shows_on_the_run_page_at_once(
    people: People, celery_worker: Worker, asgi_server: str, pages: tuple[Page, Page]
):
    alice, bob = pages
    run, approval = _paused_run(people, alice, asgi_server)
    card = f"#run-review #approval-{approval.pk}"
    alice.wait_for_selector(f'{card}[data-status="pending"]', timeout=30_000)
    bob.goto(f"{asgi_server}/review/")
    bob.fill(f"#approval-{approval.pk} textarea[name=comment]", "use the draft folder")
    bob.click(f'#approval-{approval.pk} button[value="reject"]')
    alice.wait_for_selector(f'{card}[data-status="rejected"]', timeout=30_000)
    assert "Rejected by bob" in alice.inner_text(card)
    assert "use the draft folder" in alice.inner_text(card)
    wait_for_run(run.pk)


def test_a_refused_decision_says_why_on_the_card_it_was_tried_on(
    people: People, celery_worker: Worker, asgi_server: str, pages: tuple[Page, Page]
):
    """bob's page hears nothing from its socket (a mock that never connects), so its card
    is stale when alice decides through the API. bob's click is refused (409), and the
    card says who decided: htmx 2 does not swap a 4xx answer by itself."""
    alice, bob = pages
    run, approval = _paused_run(people, alice, asgi_server)
    bob.route_web_socket("**/ws/runs/**", lambda socket: None)
    bob.goto(f"{asgi_server}/runs/{run.pk}/")
    card = f"#run-review #approval-{approval.pk}"
    bob.wait_for_selector(f'{card}[data-status="pending"]')
    decided = client_for(people.owner).post(
        f"/api/approvals/{approval.pk}", json.dumps({"decision": "approve"}), "application/json"
    )
    assert decided.status_code == 200, decided.content
    with bob.expect_response(lambda r: f"/review/{approval.pk}/decide" in r.url) as answer:
        bob.click(f'{card} button[value="reject"]')
    assert answer.value.status == 409
    bob.wait_for_selector(f'{card}[data-status="approved"]')
    assert "already decided by alice" in bob.inner_text(card)
    wait_for_run(run.pk)


def test_who_may_not_decide_is_told_so_on_the_card(
    people: People, celery_worker: Worker, asgi_server: str, pages: tuple[Page, Page]
):
    """carol is in no team of the run's: the page is not hers. A teammate without the
    reviewer role sees the card without its forms (the server would refuse them: 403)."""
    alice, _ = pages
    people.teammate.groups.remove(Group.objects.get(name="reviewer"))
    run, approval = _paused_run(people, alice, asgi_server)
    response = client_for(people.teammate).get(f"/runs/{run.pk}/")
    html = response.content.decode()
    assert f'id="approval-{approval.pk}"' in html and 'data-reviewer="false"' in html
    assert 'id="review-report"' in html, "where Approve all / Reject all report, as on /review/"
    refused = client_for(people.teammate).post(
        f"/review/{approval.pk}/decide", {"decision": "approve"}
    )
    assert refused.status_code == 403 and "needs the reviewer role" in refused.content.decode()
    assert client_for(people.outsider).get(f"/runs/{run.pk}/").status_code == 404
    assert Approval.objects.get(pk=approval.pk).is_pending, "nobody decided"
    client_for(people.owner).post(f"/api/runs/{run.pk}/cancel")
