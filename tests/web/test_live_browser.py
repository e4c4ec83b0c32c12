"""In headless Chromium, a model that streams slowly: the reply forms on the run page before
its step commits, the status bar's clock ticks and says the run waits for the model.

Tried: a model run on the real Celery worker against the test OpenAI server, its first
reply streamed 3 characters every 0.15 s (about 4 s in all), its second quickly.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Browser

from runs.models import Run, Step
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, launch_model_run, log_in

pytestmark = pytest.mark.django_db(transaction=True)
FIRST = ' I will compute it.\nAction: calculator\nAction Input: {"expression": "6 * 7"}'
SECOND = " It is 42.\nFinal Answer: 42"


def test_the_reply_forms_live_and_the_committed_step_replaces_it(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice")
    with OpenAIServer() as server:
        server.script(Reply(text=FIRST, piece=3, pause=0.15), Reply(text=SECOND, piece=3))
        run_id = launch_model_run(people.owner, server.base_url, "what is\n6 * 7?")
        page.goto(f"{asgi_server}/runs/{run_id}/")

        page.wait_for_selector('#live-reply[data-live-index="0"]', timeout=30_000)
        assert page.locator("#timeline [data-step-index]").count() == 0
        thought = page.text_content("#live-reply .thought pre") or ""
        assert thought and "I will compute it.".startswith(thought)  # partial, as it came
        assert page.locator("#live-reply .action").count() == 0  # the action is to come
        waiting = page.text_content("#run-waiting") or ""
        assert re.fullmatch(r"waiting for the model since \d\d:\d\d:\d\d", waiting), waiting
        assert Step.objects.filter(run_id=run_id).count() == 0
        first_clock = page.text_content("#run-elapsed")
        page.wait_for_function(
            "text => document.getElementById('run-elapsed').textContent !== text",
            arg=first_clock,
            timeout=5_000,
        )
        page.wait_for_selector("#live-reply .action", timeout=10_000)  # the action appears

        page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)
        assert page.locator('#live-reply[data-live-index="0"]').count() == 0
        page.wait_for_selector('#run-status[data-status="answered"]', timeout=30_000)

    assert page.locator("#live-reply").count() == 0
    assert page.text_content("#run-waiting") == ""
    assert page.get_attribute("#run-elapsed", "data-ticking") is None
    stopped = page.text_content("#run-elapsed")
    time.sleep(0.6)
    assert page.text_content("#run-elapsed") == stopped
    # the goal keeps its line break: in the text, and shown (inner_text depends on the
    # stylesheet having been applied, which a loaded machine may not have done yet)
    assert page.text_content(".goal") == "what is\n6 * 7?"
    page.wait_for_function(
        "getComputedStyle(document.querySelector('.goal')).whiteSpace === 'pre-wrap'"
    )
    assert Run.objects.get(pk=run_id).step_count == 2
    assert errors == []
