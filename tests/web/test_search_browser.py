"""In headless Chromium: a search typed on the run list shows the step that has the words,
its snippet marked, and a click on the hit opens the run page at that step.

Tried: a run of 120 steps (the page opens at its end, so step 40 is on another page of
the timeline) whose step 40 alone says `zanzibar`, behind a goal holding markup.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from runs.models import Step
from tests.web.conftest import People, log_in
from tests.web.test_search import HOSTILE, make_run

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_search_typed_on_the_run_list_leads_to_the_step(
    people: People, asgi_server: str, browser: Browser
) -> None:
    run = make_run(people.owner, goal=HOSTILE["goal"])
    Step.objects.bulk_create(
        Step(run=run, index=index, thought=f"step {index}", observation="plain output")
        for index in range(120)
    )
    Step.objects.filter(run=run, index=40).update(observation="connect: ECONNREFUSED zanzibar")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "bob")

    page.fill("#q", "zanzibar")  # the form's htmx asks on keyup, after 300 ms
    page.keyboard.press("End")
    hit = page.locator(f'[data-hit="{run.pk}:40"]')
    hit.wait_for(timeout=10_000)
    assert hit.locator("mark").all_text_contents() == ["zanzibar"]
    assert page.locator("ol.hits li").count() == 1
    assert page.locator("script:has-text('alert')").count() == 0
    assert "q=zanzibar" in page.url  # pushed: the search can be shared and reloaded

    hit.locator("a").click()
    page.wait_for_url(f"**/runs/{run.pk}/?step=40#step-40")
    step = page.locator("#step-40")
    step.wait_for()
    assert "ECONNREFUSED zanzibar" in (step.text_content() or "")
    assert step.is_visible()
    assert errors == []
