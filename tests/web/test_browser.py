"""In headless Chromium: log in, launch the demo from the form, watch steps arrive, reload."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from runs.models import Run
from tests.web.conftest import PASSWORD, People, Worker, chromium_path

pytestmark = pytest.mark.django_db(transaction=True)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-quic",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    # Playwright's sync API keeps an event loop on this thread for as long as it is open; the
    # ORM calls of these tests (and the database flush after each) are plain sync code, so
    # Django's guard against ORM calls inside a running loop is lifted meanwhile.
    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def _log_in(page: Page, base: str, username: str) -> None:
    page.goto(f"{base}/runs/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/runs/")


def _indices(page: Page) -> list[int]:
    values = page.eval_on_selector_all(
        "#timeline [data-step-index]", "els => els.map(e => e.dataset.stepIndex)"
    )
    return [int(v) for v in values]


def test_it_shows_steps_live_and_exactly_once_across_a_reload(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    _log_in(page, asgi_server, "alice")

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
    assert _indices(page) == list(range(run.step_count))
    assert page.text_content("#run-status .final pre").startswith("Fixed textstats.py")
    assert errors == []
