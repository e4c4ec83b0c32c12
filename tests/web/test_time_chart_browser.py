"""In headless Chromium, the run page's "Where the time went" chart (static/time_chart.js):
it draws one bar per step with its marks, a click on a bar goes to the step (on the page,
or the page that holds it), and it grows by a bar as each step of a live run commits.

Tried: a finished synthetic run of 150 steps (the page holds the last 100), a model run on
the real Celery worker against the test OpenAI server, its first reply slow, and the
research-and-write scenario, which pauses at its write for a reviewer.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Browser, Page

from runs.approvals import decide
from runs.models import Approval, Run, Step
from runs.services import launch_run
from runs.synthetic import long_run
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import (
    People,
    Worker,
    launch_model_run,
    log_in,
    scripted,
    wait_for_run,
)
from tests.web.test_live_browser import FIRST, SECOND

pytestmark = pytest.mark.django_db(transaction=True)
MODEL_BARS = "#time-chart-plot .trace.bars:first-of-type .point"
"""The model-time bars Plotly drew, one path per step, in step order."""


def _open(browser: Browser, base: str, run: Run) -> tuple[Page, list[str]]:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    log_in(page, base, "alice")
    page.goto(f"{base}{run.get_absolute_url()}")
    return page, errors


def _click_bar(page: Page, index: int) -> None:
    """A person's click where the bar is drawn (Plotly's drag layer takes the events):
    the pointer rests on the bar until its hover label shows, then clicks. Plotly's click
    reports the point it last hovered, and hover is throttled: a click at once, on a
    busy machine, could report the bar hovered before."""
    box = page.locator(MODEL_BARS).nth(index).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.wait_for_function(
        "label => new RegExp(label + '(?![0-9])')"
        ".test(document.querySelector('#time-chart-plot .hoverlayer')?.textContent ?? '')",
        arg=f"step {index}",
        timeout=10_000,
    )
    page.mouse.click(x, y)


def test_the_chart_draws_each_step_and_a_click_goes_to_it(
    people: People, asgi_server: str, browser: Browser
):
    run = long_run(people.owner, 150)
    run.steps.filter(index__in=[120, 130]).update(is_error=True, tool_latency=2.0)
    page, errors = _open(browser, asgi_server, run)
    page.wait_for_selector('#time-chart-plot[data-bars="150"]', timeout=15_000)
    assert page.locator(MODEL_BARS).count() == 150
    assert page.locator("#time-chart-plot .scatter .point").count() == 2, "the two errors"

    _click_bar(page, 120)  # on this page (it holds 50..149)
    page.wait_for_function("location.hash === '#step-120'")
    assert page.locator("#step-120").is_visible()
    top = page.evaluate("document.getElementById('step-120').getBoundingClientRect().top")
    assert -1 < top < 100, "scrolled to the step"

    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("window.scrollY === 0")
    _click_bar(page, 10)  # before this page: the page that holds it
    page.wait_for_url(f"**{run.get_absolute_url()}?step=10#step-10")
    page.wait_for_selector("#step-10")
    assert errors == []


def test_the_chart_grows_as_each_step_commits(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    with OpenAIServer() as server:
        server.script(Reply(text=FIRST, delay=3.0), Reply(text=SECOND, delay=1.0))
        run_id = launch_model_run(people.owner, server.base_url, "what is 6 * 7?")
        page, errors = _open(browser, asgi_server, Run.objects.get(pk=run_id))
        page.wait_for_selector("#time-chart-plot", timeout=15_000)
        assert page.evaluate("typeof Plotly") == "undefined", "plotly.js waits for a bar"

        page.wait_for_selector('#time-chart-plot[data-bars="1"]', timeout=30_000)
        page.wait_for_selector('#time-chart-plot[data-bars="2"]', timeout=30_000)
        page.wait_for_selector('#run-status[data-status="answered"]', timeout=30_000)
    drawn = page.evaluate(
        "[0, 1].map(i => document.getElementById('time-chart-plot').data[0].y[i])"
    )
    stored = list(
        Step.objects.filter(run_id=run_id).order_by("index").values_list("model_latency", flat=True)
    )
    assert drawn == pytest.approx(stored, abs=0.001), "each bar is its step's model time"
    assert stored[0] > 2.5, "the slow first reply is the tall bar"
    assert page.locator(MODEL_BARS).count() == 2
    assert errors == []


def test_a_pause_grows_live_as_review_time_with_its_mark(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    """research-and-write pauses at its write; decided a few seconds later, the write's step
    commits and its bar, added live, is mostly time waiting for the reviewer, marked ◆."""
    run = launch_run(user=people.owner, goal="", config=scripted("research-and-write", delay=0.3))
    page, errors = _open(browser, asgi_server, run)
    wait_for_run(run.pk, until={"awaiting_approval"})
    approval = Approval.objects.get(run=run)
    paused = approval.step_index
    plot = page.locator("#time-chart-plot")
    page.wait_for_selector(f'#time-chart-plot[data-pending="{paused}"]', timeout=10_000)
    pending_bar = "(() => { const d = document.getElementById('time-chart-plot').data;"
    pending_bar += " return d[d.length - 1].y[0]; })()"
    waited = page.evaluate(pending_bar)
    time.sleep(2.5)
    assert page.evaluate(pending_bar) > waited + 1, "the waiting call's bar grows"
    decide(approval_id=approval.pk, user=people.owner, decision="approve")
    page.wait_for_selector(f'#timeline [data-step-index="{paused}"]', timeout=30_000)
    page.wait_for_selector(f'#time-chart-plot[data-bars="{paused + 1}"]', timeout=10_000)
    review = page.evaluate(f"document.getElementById('time-chart-plot').data[2].y[{paused}]")
    assert review >= 2.5, "the bar holds the wait for the reviewer"
    marks = page.evaluate("document.getElementById('time-chart-plot').data[4].customdata")
    assert marks == [paused], "the pause is marked on its step"
    assert plot.get_attribute("data-pending") == "", "its step's bar took the waiting one's place"
    wait_for_run(run.pk)
    assert errors == []
