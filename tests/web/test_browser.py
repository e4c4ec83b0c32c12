"""In headless Chromium: log in, launch the demo from the form, watch steps arrive, reload."""

from __future__ import annotations

import time

import pytest
from django.contrib.auth.models import Group
from playwright.sync_api import Browser

from runs.models import Approval, Run
from runs.services import launch_run
from runs.synthetic import long_run
from tests.web.conftest import People, Worker, log_in, scripted, timeline_indices

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_shows_steps_live_and_exactly_once_across_a_reload(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice")

    page.goto(f"{asgi_server}/runs/new/")
    page.check("input[name=source][value=scenario]")
    page.select_option("select[name=scenario]", "fix-failing-tests")
    page.fill("input[name=delay]", "1.2")
    page.click("form.launch button[type=submit]")
    page.wait_for_url(f"{asgi_server}/runs/*/")
    run = Run.objects.get()
    assert page.url == f"{asgi_server}/runs/{run.pk}/"

    # the steps arrive over the WebSocket: the page is never reloaded for them
    page.evaluate("window.loadedOnce = true")
    page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)
    page.wait_for_selector('#timeline [data-step-index="1"]', timeout=30_000)
    assert page.evaluate("window.loadedOnce") is True
    assert Run.objects.get(pk=run.pk).status == "running", "the reload below comes mid-run"

    page.reload()
    page.wait_for_selector('#run-status[data-status="succeeded"]', timeout=60_000)
    run.refresh_from_db()
    assert run.step_count == 5
    assert timeline_indices(page) == list(range(run.step_count))
    assert page.text_content("#run-status .final pre").startswith("Fixed textstats.py")
    assert errors == []


def test_a_reviewer_approves_from_the_queue_and_the_watcher_sees_the_run_go_on(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    """Two browser contexts: alice watches her run pause at its write; bob, a reviewer,
    approves it from /review/; alice's page shows the rest without a reload."""
    people.teammate.groups.add(Group.objects.get(name="reviewer"))
    watcher_context, reviewer_context = browser.new_context(), browser.new_context()
    watcher, review = watcher_context.new_page(), reviewer_context.new_page()
    errors: list[str] = []
    for page in (watcher, review):
        page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(watcher, asgi_server, "alice")
    log_in(review, asgi_server, "bob")
    review.goto(f"{asgi_server}/review/")  # open before the pause: the card arrives live
    review.wait_for_function("document.querySelector('[data-queue]') !== null")

    config = scripted("research-and-write", delay=0.3)
    run = launch_run(user=people.owner, goal="", config=config)
    watcher.goto(f"{asgi_server}/runs/{run.pk}/")
    watcher.evaluate("window.loadedOnce = true")
    watcher.wait_for_selector('#run-status[data-status="awaiting_approval"]', timeout=30_000)

    approval = Approval.objects.get(run=run)
    card = f'#approval-{approval.pk}[data-status="pending"]'
    review.wait_for_selector(card, timeout=30_000)
    assert "http_fetch" in review.inner_text(f"#approval-{approval.pk}"), "why it was gated"
    review.evaluate("window.loadedOnce = true")
    review.click(f'#approval-{approval.pk} button[value="approve"]')  # on the live card
    review.wait_for_selector(f'#approval-{approval.pk}[data-status="approved"]', timeout=30_000)

    watcher.wait_for_selector('#run-status[data-status="answered"]', timeout=60_000)
    assert watcher.evaluate("window.loadedOnce") is True, "no reload on the watcher's side"
    assert review.evaluate("window.loadedOnce") is True, "decided on the card that came live"
    assert "write_file" in watcher.inner_text("#timeline")
    assert errors == []
    watcher_context.close()
    reviewer_context.close()


def test_a_run_of_100000_steps_opens_a_page_at_a_time(
    people: People, asgi_server: str, browser: Browser
):
    """What was tried: a 100,000-step run opened in Chromium, paged back, and opened at a
    step in its middle. The browser holds one page of steps at a time, not the run."""
    run = long_run(people.owner, 100_000)
    page = browser.new_page()
    log_in(page, asgi_server, "alice", f"/runs/{run.pk}/")
    assert timeline_indices(page) == list(range(99_900, 100_000))
    page.click("[data-page-earlier]")
    page.wait_for_selector('#timeline [data-step-index="99899"]')
    assert timeline_indices(page) == list(range(99_800, 100_000)), "the earlier page goes in front"
    assert page.locator("[data-page-earlier]").count() == 1, "one button, for the page before"

    page.fill("form.jump input[name=step]", "500")
    page.click("form.jump button[type=submit]")
    page.wait_for_url(f"{asgi_server}/runs/{run.pk}/?step=500")
    assert timeline_indices(page) == list(range(450, 550))
    assert page.evaluate("scrollY") > 0
    in_view = (
        "e => { const r = e.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight }"
    )
    assert page.eval_on_selector("#step-500", in_view), "the page scrolls to the step asked for"
    page.click("[data-page-later]")
    page.wait_for_selector('#timeline [data-step-index="649"]')
    assert timeline_indices(page) == list(range(450, 650))


def test_a_browser_offline_for_10_seconds_comes_back_with_every_step_in_order(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    """What was tried: Playwright's network emulation takes the browser offline for 10 s
    while the run makes steps; back online, the page has every step once, in order,
    without a reload."""
    run = launch_run(user=people.owner, goal="g", config=scripted("recovery", delay=2.5))
    context = browser.new_context()
    page = context.new_page()
    log_in(page, asgi_server, "alice", f"/runs/{run.pk}/")
    page.evaluate("window.loadedOnce = true")
    page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)

    # Chromium holds an open socket's frames while offline (the socket survives 10 s); a
    # socket that does drop is opened again and backfilled (test_faults_redis.py)
    context.set_offline(True)
    shown_offline = timeline_indices(page)
    time.sleep(10)
    committed_meanwhile = Run.objects.get(pk=run.pk).step_count
    assert timeline_indices(page) == shown_offline, "nothing arrives while offline"
    assert committed_meanwhile > len(shown_offline), "the run went on meanwhile"
    context.set_offline(False)

    page.wait_for_selector('#run-status[data-status="answered"]', timeout=60_000)
    assert timeline_indices(page) == list(range(5))
    assert page.evaluate("window.loadedOnce") is True
    context.close()
