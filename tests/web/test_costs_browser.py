"""In headless Chromium: the run page's status bar shows the cost so far and its budget,
and counts each step's cost as the step commits, without a reload; the step's line shows
its own.

Tried: a model run on the real Celery worker against the test OpenAI server, priced at
$1.5 in and $1000 out per million tokens (each reply: 12 tokens in, 3 out, $0.003018),
each reply slow enough to see the bar before and after it.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from playwright.sync_api import Browser

from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, log_in
from tests.web.test_costs import ANSWER, priced
from tests.web.test_endpoints import launch

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_status_bar_counts_the_cost_as_steps_commit(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice")
    with OpenAIServer() as server:
        # the second reply slow too: the page loads plotly.js for the time chart as the
        # first step comes, which may hold its main thread for a second on a busy machine
        server.script(Reply(text=ANSWER[0].text, delay=3.0), Reply(text=ANSWER[1].text, delay=4.0))
        priced(people, base_url=server.base_url)
        body = {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"]}
        response = launch(people.owner, body | {"max_cost": str(Decimal("0.05"))})
        assert response.status_code == 201, response.content
        page.goto(f"{asgi_server}/runs/{response.json()['id']}/")
        cost = page.locator("#run-status .cost")
        assert cost.text_content() == "cost $0.00 of $0.05"  # before its first reply

        page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)
        page.wait_for_selector('#run-status .cost[data-cost="0.0030180000"]', timeout=10_000)
        assert cost.text_content() == "cost $0.00302 of $0.05"
        assert page.text_content("#step-0 [data-step-cost]") == "$0.00302"

        page.wait_for_selector('#run-status[data-status="answered"]', timeout=30_000)
    assert page.text_content("#run-status .cost") == "cost $0.00604 of $0.05"
    assert errors == []
